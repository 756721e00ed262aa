#!/usr/bin/env python3
"""Writes seeds/small.swpak: a valid game archive (runtime/core/game_archive.h) of two short
entries, the fuzzer's starting point past the magic and the checksums."""
import os
import struct
import zlib

entries = [("project.json", b'{"formatVersion": 4}\n'), ("levels/one.json", b"{}\n")]
head = b"SWPAK\r\n\x1a" + struct.pack("<II", 1, len(entries))
for path, data in entries:
    p = path.encode()
    head += struct.pack("<I", len(p)) + p + struct.pack("<QI", len(data), zlib.crc32(data))
out = head + struct.pack("<I", zlib.crc32(head)) + b"".join(data for _, data in entries)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds", "small.swpak"), "wb") as f:
    f.write(out)
