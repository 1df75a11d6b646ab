"""The one way the benchmark scripts write their figures into a document: the section between
`<!-- NAME: ... -->` and `<!-- /NAME -->` is replaced, or appended under `heading` the first time."""
import re


def write_section(name, heading, section, path="docs/performance.md"):
    text = open(path).read()
    pattern = re.compile(rf"<!-- {name}:.*?<!-- /{name} -->", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: section, text)
    else:
        text = text.rstrip("\n") + f"\n\n## {heading}\n\n" + section + "\n"
    open(path, "w").write(text)
