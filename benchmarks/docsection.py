"""The one way the benchmark scripts write their figures into a document (the section between
`<!-- NAME: ... -->` and `<!-- /NAME -->` is replaced, or appended under `heading` the first time),
and how a figure and its range over the rounds are printed in those sections' tables."""
import re
import statistics


def write_section(name, heading, section, path="docs/performance.md"):
    text = open(path).read()
    pattern = re.compile(rf"<!-- {name}:.*?<!-- /{name} -->", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: section, text)
    else:
        text = text.rstrip("\n") + f"\n\n## {heading}\n\n" + section + "\n"
    open(path, "w").write(text)


def summary(values):
    """Median, range and count of the figures measured (None where a round measured nothing)."""
    values = [v for v in values if v is not None]
    if not values:
        return None
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values)}


def figure(v):
    """A figure as the tables print it: whole below 100 when it is whole, thousands grouped."""
    if v is None:
        return "—"
    a = abs(v)
    if float(v).is_integer() and a < 100:
        return str(int(v))
    if a >= 100:
        return f"{v:,.0f}"
    if a >= 10:
        return f"{v:.1f}"
    return f"{v:.2f}"


def cell(s, unit=""):
    """A summary's median, with the range of the rounds in brackets when they differ."""
    if not s or s.get("median") is None:
        return "—"
    text = figure(s["median"]) + unit
    if s["n"] > 1 and figure(s["min"]) != figure(s["max"]):
        text += f" ({figure(s['min'])}–{figure(s['max'])})"
    return text
