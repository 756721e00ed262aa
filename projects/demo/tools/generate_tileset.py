#!/usr/bin/env python3
"""Generates the demo project's tileset art: small PNG atlases and the XML tile strips
file that describes them, into tools/tileset_source/. Python 3 only, no extra packages.

The strips file is the import source; the tileset the project uses
(tilesets/demo_tiles.tileset.json, images under tilesets/demo_tiles/) is made from it by
the editor's own importer:

    python3 projects/demo/tools/generate_tileset.py
    BUILD/bin/scrollwork-cli import-tileset projects/demo/tools/tileset_source/demo_tiles.xml \
        --into projects/demo

(remove the old tilesets/demo_tiles* and the project.json entry first when re-importing),
then give the lamp its flicker (tile strips cannot say it; this writes the tileset's
"animations" in the project's canonical JSON form):

    python3 projects/demo/tools/generate_tileset.py --animate projects/demo/tilesets/demo_tiles.tileset.json

Tiles (32 pixels per unit):
  ground_0..7    ground.png, 4x2 block of 32x32: grass top row (left edge, middle x2,
                 right edge) over a dirt row, typeId 1 -- paint it as one 4x2 stamp
  platform_0..2  platform.png, 32x16 each: left, middle, right of a wooden ledge, typeId 2
  deco_0..5      deco.png, 32x32 each: crate, barrel, bush, lamp, the lamp dimmed and the
                 lamp flaring, typeId 3; deco_3 animates (ANIMATIONS): it flickers
The output is deterministic, so unchanged art produces no git diff.
"""
import json
import os
import random
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "tileset_source")


class Image:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.pixels = [[(0, 0, 0, 0)] * width for _ in range(height)]

    def set(self, x, y, colour):
        if 0 <= x < self.width and 0 <= y < self.height:
            self.pixels[y][x] = colour if len(colour) == 4 else colour + (255,)

    def rect(self, x0, y0, w, h, colour):
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                self.set(x, y, colour)

    def save(self, path):
        raw = b"".join(b"\x00" + b"".join(struct.pack("4B", *p) for p in row) for row in self.pixels)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

        png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 6, 0, 0, 0))
        png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
        with open(path, "wb") as f:
            f.write(png)


def shade(colour, amount):
    return tuple(max(0, min(255, int(c + amount))) for c in colour)


def noisy(image, rng, x0, y0, w, h, colour, spread=14):
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            image.set(x, y, shade(colour, rng.randint(-spread, spread)))


def ground(rng):
    image = Image(128, 64)
    dirt, grass, edge = (122, 84, 52), (86, 160, 64), (60, 118, 46)
    for column in range(4):
        x0 = column * 32
        noisy(image, rng, x0, 0, 32, 64, dirt)  # dirt under everything
        noisy(image, rng, x0, 0, 32, 9, grass, 18)  # the grass cap of the top row
        for x in range(x0, x0 + 32):
            image.set(x, 9 + rng.randint(0, 2), edge)  # a ragged lower grass line
        for _ in range(10):  # stones in the dirt
            image.rect(x0 + rng.randint(2, 27), rng.randint(14, 60), 3, 2, shade(dirt, -38))
    # Left and right edges of the block: darker dirt walls, grass rounding off.
    for y in range(64):
        image.set(0, y, shade(dirt, -45))
        image.set(127, y, shade(dirt, -45))
    for y in range(4):
        image.set(y, 0, (0, 0, 0, 0))
        image.set(127 - y, 0, (0, 0, 0, 0))
    return image


def platform(rng):
    image = Image(96, 16)
    wood = (168, 118, 64)
    noisy(image, rng, 0, 2, 96, 10, wood, 10)
    for x in range(96):
        image.set(x, 2, shade(wood, 40))
        image.set(x, 11, shade(wood, -50))
    for x in (4, 27, 36, 59, 68, 91):  # nails
        image.set(x, 6, (60, 60, 70))
    for y in range(12, 16):  # brackets under the ends
        image.rect(2, y, 4 - (y - 12), 1, (90, 90, 100))
        image.rect(90 + (y - 12), y, 4 - (y - 12), 1, (90, 90, 100))
    return image


def deco(rng):
    image = Image(192, 32)
    # crate
    crate = (176, 128, 70)
    noisy(image, rng, 3, 3, 26, 26, crate, 8)
    for i in range(26):
        image.set(3 + i, 3 + i, shade(crate, -55))
        image.set(28 - i, 3 + i, shade(crate, -55))
    for i in range(26):
        for x, y in ((3 + i, 3), (3 + i, 28), (3, 3 + i), (28, 3 + i)):
            image.set(x, y, shade(crate, -70))
    # barrel
    barrel = (120, 70, 40)
    for y in range(4, 30):
        half = 9 + (2 if 9 < y < 24 else 0)
        for x in range(48 - half, 48 + half):
            image.set(x, y, shade(barrel, rng.randint(-8, 8) + (20 if x < 46 else 0)))
    for y in (8, 16, 25):
        image.rect(37, y, 22, 2, (80, 80, 90))
    # bush
    for _ in range(160):
        x, y = rng.randint(66, 93), rng.randint(10, 31)
        if (x - 80) ** 2 / 196 + (y - 22) ** 2 / 121 <= 1:
            image.rect(x, y, 2, 2, shade((54, 128, 58), rng.randint(-25, 25)))
    # lamp, then its flicker frames: dimmed and flaring (no random numbers: the art above
    # keeps its pixels)
    for x0, glass in ((96, (250, 220, 120)), (128, (150, 110, 60)), (160, (255, 252, 215))):
        lamp(image, x0, glass)
    for x, y in ((166, 1), (177, 1), (163, 7), (180, 7)):  # the flare's rays
        image.rect(x, y, 1, 1, (255, 240, 170))
    return image


def lamp(image, x0, glass):
    image.rect(x0 + 15, 10, 2, 22, (70, 70, 80))
    image.rect(x0 + 10, 4, 12, 8, glass)
    image.rect(x0 + 9, 3, 14, 1, (60, 60, 70))
    image.rect(x0 + 9, 12, 14, 1, (60, 60, 70))


# The lamp's flicker: (tile, milliseconds) frames, as the tileset's "animations" holds them.
ANIMATIONS = [
    {"tile": "deco_3", "frames": [["deco_3", 900], ["deco_4", 90], ["deco_3", 160], ["deco_4", 70],
                                  ["deco_5", 140], ["deco_3", 600], ["deco_4", 240]]},
]


STRIPS = """<?xml version="1.0" encoding="UTF-8"?>
<!-- The demo project's tile strips (generated by ../generate_tileset.py). -->
<TileStrips>
    <TileStrip key="1" typeId="1">
        <Id>ground_{index}</Id>
        <Filename>ground.png</Filename>
        <TileSize width="32" height="32" />
    </TileStrip>
    <TileStrip key="2" typeId="2">
        <Id>platform_{index}</Id>
        <Filename>platform.png</Filename>
        <TileSize width="32" height="16" />
    </TileStrip>
    <TileStrip key="3" typeId="3">
        <Id>deco_{index}</Id>
        <Filename>deco.png</Filename>
        <TileSize width="32" height="32" />
    </TileStrip>
</TileStrips>
"""


def is_inlineable(value, depth=0):
    """As the project's canonical JSON (runtime/core/json_text.cpp) decides: scalars, arrays
    of them and flat objects of them may go on one line when short."""
    if isinstance(value, dict):
        return depth == 0 and all(not isinstance(v, dict) and is_inlineable(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return all(not isinstance(v, dict) and is_inlineable(v, depth + 1) for v in value)
    return True


def compact(value):
    if isinstance(value, dict):
        return "{" + ", ".join(json.dumps(k) + ": " + compact(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(compact(v) for v in value) + "]"
    return json.dumps(value)


def canonical(value, indent=0):
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        if not value:
            return "{}"
        if indent > 0 and is_inlineable(value) and len(compact(value)) <= 100:
            return compact(value)
        items = [pad + json.dumps(k) + ": " + canonical(v, indent + 2) for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if isinstance(value, list):
        if is_inlineable(value) and len(compact(value)) <= 100:
            return compact(value)
        if not value:
            return "[]"
        return "[\n" + ",\n".join(pad + canonical(v, indent + 2) for v in value) + "\n" + " " * indent + "]"
    return json.dumps(value)


def animate(tileset_path):
    """Puts ANIMATIONS into the imported tileset, in the key order the editor writes
    (after "strips", before "frameGroups")."""
    with open(tileset_path, encoding="utf-8") as f:
        tileset = json.load(f)
    ordered = {}
    for key, value in tileset.items():
        if key in ("animations", "frameGroups"):
            continue
        ordered[key] = value
    ordered["animations"] = ANIMATIONS
    if "frameGroups" in tileset:
        ordered["frameGroups"] = tileset["frameGroups"]
    with open(tileset_path, "w", encoding="utf-8") as f:
        f.write(canonical(ordered) + "\n")
    print("animated", tileset_path)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--animate":
        animate(sys.argv[2])
        return
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(7)
    ground(rng).save(os.path.join(OUT, "ground.png"))
    platform(rng).save(os.path.join(OUT, "platform.png"))
    deco(rng).save(os.path.join(OUT, "deco.png"))
    with open(os.path.join(OUT, "demo_tiles.xml"), "w", encoding="utf-8") as f:
        f.write(STRIPS)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
