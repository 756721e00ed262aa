"""Draws the platformer demo's creature frames (stick figures with outlines) into one PNG
sprite sheet. Python 3 only, no extra packages; deterministic, so unchanged art gives no diff.
Used by generate_demo.py, which also writes the tileset that cuts the sheet into frames."""
import math
import struct
import zlib

FRAME_W, FRAME_H = 48, 64   # a character's frame: 1.2 x 1.6 units at 40 pixels per unit
BAT_W, BAT_H = 48, 32


class Sheet:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.rows = [bytearray(width * 4) for _ in range(height)]

    def put(self, x, y, rgba):
        x, y = int(round(x)), int(round(y))
        if 0 <= x < self.width and 0 <= y < self.height:
            self.rows[y][x * 4:x * 4 + 4] = bytes(rgba)

    def disc(self, cx, cy, r, rgba):
        for y in range(int(cy - r) - 1, int(cy + r) + 2):
            for x in range(int(cx - r) - 1, int(cx + r) + 2):
                if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                    self.put(x, y, rgba)

    def line(self, x0, y0, x1, y1, width, rgba):
        steps = max(1, int(math.hypot(x1 - x0, y1 - y0) * 2))
        for i in range(steps + 1):
            t = i / steps
            self.disc(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, width / 2, rgba)

    def png(self):
        raw = b"".join(b"\0" + bytes(row) for row in self.rows)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def dark(c):
    return (c[0] // 3, c[1] // 3, c[2] // 3, 255)


def limb(sheet, ox, oy, start, angle, length, width, colour):
    """A limb from `start` at `angle` degrees from straight down (positive: forward, +x)."""
    a = math.radians(angle)
    end = (start[0] + math.sin(a) * length, start[1] + math.cos(a) * length)
    sheet.line(ox + start[0], oy + start[1], ox + end[0], oy + end[1], width, colour)
    return end


def figure(sheet, ox, oy, colour, pose, skeleton=False, sword=None):
    """A standing figure in a 48x64 frame at (ox, oy); feet at the frame's bottom centre.
    pose: lean, legs (back, front), arms (back, front) in degrees, crouch (pixels)."""
    lean, legs, arms, crouch = pose
    hip = (24 + lean * 0.2, 35 + crouch)
    shoulder = (24 + lean * 0.6, 17 + crouch)
    head = (24 + lean * 0.8, 9 + crouch)
    outline = dark(colour)
    for c, extra in ((outline, 2), (colour, 0)):
        for angle in legs:
            limb(sheet, ox, oy, hip, angle, 28 - crouch * 0.7, 5 + extra, c)
        sheet.line(ox + hip[0], oy + hip[1], ox + shoulder[0], oy + shoulder[1], (4 if skeleton else 8) + extra, c)
        for angle in arms:
            limb(sheet, ox, oy, shoulder, angle, 15, 4 + extra, c)
        sheet.disc(ox + head[0], oy + head[1], 7 + extra / 2, c)
    if skeleton:
        for dx in (-2.5, 2.5):  # eye sockets and ribs
            sheet.disc(ox + head[0] + dx + 1, oy + head[1] - 1, 1.4, (30, 30, 40, 255))
        for y in range(int(shoulder[1]) + 4, int(hip[1]) - 2, 4):
            sheet.line(ox + shoulder[0] - 5, oy + y, ox + shoulder[0] + 5, oy + y, 2, colour)
    else:
        sheet.disc(ox + head[0] + 3, oy + head[1] - 1, 1.3, (20, 20, 30, 255))  # the eye, facing right
    if sword is not None:  # held in the front hand
        a = math.radians(arms[1])
        hand = (shoulder[0] + math.sin(a) * 15, shoulder[1] + math.cos(a) * 15)
        s = math.radians(sword)
        tip = (hand[0] + math.sin(s) * 22, hand[1] + math.cos(s) * 22)
        sheet.line(ox + hand[0], oy + hand[1], ox + tip[0], oy + tip[1], 3, (200, 205, 220, 255))


def bat(sheet, ox, oy, wing, diving=False, dead=False):
    body = (120, 70, 160, 255)
    cx, cy = 24, 20 if not diving else 22
    if dead:
        sheet.disc(ox + cx, oy + 28, 6, body)
        sheet.line(ox + cx - 14, oy + 30, ox + cx + 14, oy + 30, 3, dark(body))
        return
    for side in (-1, 1):
        tip = (cx + side * 22, cy + wing)
        sheet.line(ox + cx, oy + cy, ox + tip[0], oy + tip[1], 4, dark(body))
        sheet.line(ox + cx + side * 8, oy + cy + 2, ox + tip[0] - side * 4, oy + tip[1] + 5, 3, body)
    sheet.disc(ox + cx, oy + cy, 7, dark(body))
    sheet.disc(ox + cx, oy + cy, 6, body)
    for dx in (-2, 2):
        sheet.disc(ox + cx + dx + 1, oy + cy - 2, 1.2, (255, 230, 90, 255))
