#!/usr/bin/env python3
"""Draws the app icons (no dependencies): a domino tile with a chicken-foot
print on the top half and three pips on the bottom half, on green felt.

    python3 scripts/gen-icons.py        # writes www/icons/*.png

icon-192.png and icon-512.png have rounded transparent corners; the maskable
icon fills the square and keeps the mark inside the central safe circle
(radius 40 %), as the maskable icon spec asks.
"""
import math
import os
import struct
import zlib

FELT = (27, 94, 59)
TILE = (250, 247, 238)
EDGE = (60, 60, 60)
FOOT = (200, 40, 40)
PIP = (30, 30, 30)


def rrect(px, py, cx, cy, hw, hh, r):
    """Signed distance to a rounded rectangle."""
    qx = abs(px - cx) - hw + r
    qy = abs(py - cy) - hh + r
    out = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return out + min(max(qx, qy), 0.0) - r


def capsule(px, py, ax, ay, bx, by, r):
    """Signed distance to a thick segment."""
    vx, vy = bx - ax, by - ay
    wx, wy = px - ax, py - ay
    t = max(0.0, min(1.0, (wx * vx + wy * vy) / (vx * vx + vy * vy)))
    return math.hypot(wx - vx * t, wy - vy * t) - r


def shade(x, y, maskable):
    """Colour (r, g, b, a) of the point (x, y) in the unit square."""
    if maskable:
        bg = True
        s, ox, oy = 0.78, 0.5, 0.5
    else:
        bg = rrect(x, y, 0.5, 0.5, 0.5, 0.5, 0.18) <= 0
        s, ox, oy = 1.0, 0.5, 0.5
    if not bg:
        return (0, 0, 0, 0)
    # Map into the mark's own coordinates (centred, scaled).
    u = (x - ox) / s + 0.5
    v = (y - oy) / s + 0.5
    d_tile = rrect(u, v, 0.5, 0.5, 0.23, 0.39, 0.07)
    if d_tile > 0.012:
        return FELT + (255,)
    if d_tile > 0:
        return EDGE + (255,)
    if abs(v - 0.5) < 0.008 and abs(u - 0.5) < 0.17:
        return EDGE + (255,)
    # Chicken foot on the top half: three toes and a short heel.
    cx, cy = 0.5, 0.35
    toes = [(-90, 0.17), (-135, 0.15), (-45, 0.15), (90, 0.07)]
    for ang, length in toes:
        a = math.radians(ang)
        if capsule(u, v, cx, cy, cx + length * math.cos(a), cy + length * math.sin(a), 0.028) <= 0:
            return FOOT + (255,)
    # Three pips on the bottom half, on the diagonal.
    for px, py in [(0.38, 0.60), (0.5, 0.71), (0.62, 0.82)]:
        if math.hypot(u - px, v - py) <= 0.04:
            return PIP + (255,)
    return TILE + (255,)


def render(size, maskable, ss=3):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(ss):
                for si in range(ss):
                    c = shade((i + (si + 0.5) / ss) / size, (j + (sj + 0.5) / ss) / size, maskable)
                    a = c[3]
                    acc[0] += c[0] * a
                    acc[1] += c[1] * a
                    acc[2] += c[2] * a
                    acc[3] += a
            a = acc[3]
            if a == 0:
                row += bytes(4)
            else:
                row += bytes([round(acc[0] / a), round(acc[1] / a), round(acc[2] / a), round(a / (ss * ss))])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(w, h, raw):
    def chunk(kind, data):
        c = kind + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "www", "icons")
    os.makedirs(out, exist_ok=True)
    for name, size, maskable in [
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
    ]:
        with open(os.path.join(out, name), "wb") as f:
            f.write(render(size, maskable))
        print("wrote", name)


if __name__ == "__main__":
    main()
