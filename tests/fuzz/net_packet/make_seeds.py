#!/usr/bin/env python3
"""Writes the protocol-2 seeds of the packet fuzzer (seeds/inputs.bin, feed.bin, watch.bin):
an Inputs packet with a run and singles, a spectator's Feed and Watch, as packet_test's
samples encode them (net/packet.h). Run from this folder."""
import struct


def header(kind, seq=5, session=77):
    return struct.pack('<HBBII', 0x5753, kind, 0, seq, session)


def text(x):
    b = x.encode()
    return struct.pack('<H', len(b)) + b


bits = [3, 3, 3, 3, 0x2c, 0x37, 0x42, 0x4d, 0x58, 0x63]
inputs = struct.pack('<IIB', 100, 95, len(bits)) + struct.pack('<IhB', 97, -200, 230) + bytes([0x83, 4] + bits[4:])
open('seeds/inputs.bin', 'wb').write(header(4) + inputs)
open('seeds/feed.bin', 'wb').write(header(11) + struct.pack('<IB', 300, 3) + bytes([0x10, 0, 0x18, 4, 0x7f, 0x14]))
watch = (struct.pack('<HQQ', 2, 7, 42) + text('Stage 1') + struct.pack('<H', 2) + text('project.json') +
         struct.pack('<Q', 7) + text('levels/stage1.json') + struct.pack('<Q', 9))
open('seeds/watch.bin', 'wb').write(header(10, 0, 0) + watch)
