#!/usr/bin/env python3
"""Reads 8-bit PNGs (Tessera's own screenshots) with the standard library alone, so the command
line tests can check what a screenshot holds, not only that one was written.

  png.py size FILE          prints "WIDTH HEIGHT COLOURS" (distinct pixel values, up to 1000)
  png.py differ A B         prints how many pixels differ (exit 2 when the sizes differ)
  png.py red FILE           prints "COUNT WIDTH HEIGHT": the strongly red pixels (an error
                            line's colour) and the size of the box around them
  png.py ink FILE R G B     prints "TOP HEIGHT" for each run of rows holding ink of the colour
                            R G B (text of that colour): pixels at least half-way from the
                            picture's commonest colour (the ground the text is drawn on) to it
"""
import struct
import sys
import zlib


def read(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        sys.exit(f"{path}: only 8-bit, non-interlaced grey/RGB(A) PNGs are read here")
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    pixels = [row[x * channels:(x + 1) * channels] for row in rows for x in range(width)]
    return width, height, pixels


if __name__ == "__main__":
    if sys.argv[1] == "size":
        w, h, pixels = read(sys.argv[2])
        colours = set()
        for pixel in pixels:
            colours.add(pixel)
            if len(colours) >= 1000:
                break
        print(w, h, len(colours))
    elif sys.argv[1] == "red":
        w, h, pixels = read(sys.argv[2])
        red = [(i % w, i // w) for i, p in enumerate(pixels) if len(p) >= 3 and p[0] > 200 and p[1] < 140 and p[2] < 140]
        if red:
            xs, ys = [x for x, _ in red], [y for _, y in red]
            print(len(red), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        else:
            print(0, 0, 0)
    elif sys.argv[1] == "differ":
        a, b = read(sys.argv[2]), read(sys.argv[3])
        if a[:2] != b[:2]:
            print(f"sizes differ: {a[0]}x{a[1]} and {b[0]}x{b[1]}")
            sys.exit(2)
        print(sum(1 for p, q in zip(a[2], b[2]) if p != q))
    elif sys.argv[1] == "ink":
        w, h, pixels = read(sys.argv[2])
        ink = [int(v) for v in sys.argv[3:6]]
        counts = {}
        for pixel in pixels:
            counts[pixel[:3]] = counts.get(pixel[:3], 0) + 1
        ground = list(max(counts, key=counts.get))
        towards = [i - g for i, g in zip(ink, ground)]
        reach = sum(t * t for t in towards) or 1

        def inked(pixel):
            """A shade of the ink over the ground (anti-aliased), at least half of it; another
            colour (a white digit, a blue tile) lies far off that line and is not ink."""
            offset = [p - g for p, g in zip(pixel[:3], ground)]
            share = sum(o * t for o, t in zip(offset, towards)) / reach
            off_line = sum((o - share * t) ** 2 for o, t in zip(offset, towards)) ** 0.5
            return share >= 0.5 and off_line <= 40

        rows = [any(inked(pixels[y * w + x]) for x in range(w)) for y in range(h)] + [False]
        top = None
        for y, row in enumerate(rows):
            if row and top is None:
                top = y
            elif not row and top is not None:
                print(top, y - top)
                top = None
