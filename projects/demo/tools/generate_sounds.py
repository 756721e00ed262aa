#!/usr/bin/env python3
"""Generates the demo project's sound effects and music (WAV, 22050 Hz mono 16-bit) into ../sounds.

Everything is synthesised here from sine, square and noise voices with envelopes, so the demo
ships no recorded audio and the files can be made again byte for byte (a seeded generator).
Effects are short; the music is a level theme (a one-bar intro, then a four-bar loop) and a
faster boss track (a four-bar loop), both a few seconds long: the level's loop points
(musicLoopStart / musicLoopEnd in levels/stage_1.json) are printed at the end.
Python's standard library only; run it again after changing a sound.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "sounds"))


# Headroom: a kill, a death and the music at once must not clip (a rendered minute peaked at
# full scale before).
EFFECTS_GAIN = 0.55
MUSIC_GAIN = 0.5


def write(name, samples, gain=EFFECTS_GAIN):
    os.makedirs(OUT, exist_ok=True)
    samples = [s * gain for s in samples]
    path = os.path.join(OUT, name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(round(s * 32767))))) for s in samples))
    return path


def frames(seconds):
    return int(seconds * RATE)


def envelope(i, n, attack=0.005, release=None):
    """Linear attack, then an exponential-ish decay to zero at the end."""
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    rest = 1.0 - i / max(1, n)
    return a * (rest ** (release or 2.0))


def sweep(seconds, f0, f1, shape="sine", volume=0.6, release=2.0, noise=0.0, seed=1):
    """A tone gliding from f0 to f1 Hz (exponentially), with optional noise mixed in."""
    rnd = random.Random(seed)
    n = frames(seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += 2 * math.pi * f / RATE
        if shape == "square":
            v = 1.0 if math.sin(phase) >= 0 else -1.0
            v *= 0.5
        elif shape == "saw":
            v = ((phase / math.pi) % 2.0) - 1.0
            v *= 0.6
        else:
            v = math.sin(phase)
        if noise:
            v = v * (1 - noise) + (rnd.random() * 2 - 1) * noise
        out.append(v * volume * envelope(i, n, release=release))
    return out


def noise_burst(seconds, volume=0.7, lowpass=0.2, release=1.5, seed=2):
    """Filtered noise: an explosion's body (a smaller lowpass is darker)."""
    rnd = random.Random(seed)
    n = frames(seconds)
    out, y = [], 0.0
    for i in range(n):
        y += lowpass * ((rnd.random() * 2 - 1) - y)
        out.append(y * volume * 3 * envelope(i, n, attack=0.002, release=release))
    return out


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def chord(notes, seconds, volume=0.25, shape="sine"):
    return mix(*[sweep(seconds, f, f, shape=shape, volume=volume, release=1.2) for f in notes])


def effects():
    made = []
    made.append(write("shot1.wav", sweep(0.09, 1800, 700, "square", 0.35, release=1.5)))
    made.append(write("shot2.wav", sweep(0.09, 1650, 620, "square", 0.35, release=1.5)))
    made.append(write("hit1.wav", sweep(0.06, 900, 500, "sine", 0.5, noise=0.4, seed=3)))
    made.append(write("hit2.wav", sweep(0.06, 1000, 450, "sine", 0.5, noise=0.4, seed=4)))
    made.append(write("explosion1.wav", mix(noise_burst(0.55, 0.8, 0.12, seed=5), sweep(0.4, 160, 40, volume=0.5))))
    made.append(write("explosion2.wav", mix(noise_burst(0.6, 0.8, 0.09, seed=6), sweep(0.45, 140, 35, volume=0.5))))
    made.append(write("part_destroyed.wav", mix(noise_burst(0.8, 0.8, 0.25, release=1.2, seed=7),
                                                sweep(0.7, 300, 50, "saw", 0.35))))
    made.append(write("player_killed.wav", mix(noise_burst(1.1, 0.9, 0.06, release=1.0, seed=8),
                                               sweep(1.0, 600, 60, "square", 0.3, release=1.0))))
    made.append(write("player_respawned.wav", sweep(0.5, 300, 1200, "sine", 0.45, release=1.0)))
    made.append(write("boss_phase.wav", mix(sweep(1.0, 110, 55, "saw", 0.4, release=0.8),
                                            sweep(1.0, 165, 82, "saw", 0.3, release=0.8))))
    made.append(write("trigger.wav", mix(sweep(0.12, 880, 880, volume=0.4), [0.0] * frames(0.1) +
                                         sweep(0.2, 1320, 1320, volume=0.4))))
    made.append(write("missile.wav", sweep(0.45, 200, 900, "saw", 0.3, noise=0.5, release=1.0, seed=9)))
    made.append(write("beam_warning.wav", [v * (0.5 + 0.5 * math.sin(2 * math.pi * 12 * i / RATE))
                                            for i, v in enumerate(sweep(0.7, 700, 700, "square", 0.3, release=0.6))]))
    made.append(write("weapon_switch.wav", mix(sweep(0.05, 600, 600, "square", 0.3),
                                               [0.0] * frames(0.06) + sweep(0.07, 900, 900, "square", 0.3))))
    made.append(write("second_released.wav", mix(sweep(0.9, 80, 1600, "saw", 0.35, release=1.0),
                                                 noise_burst(0.9, 0.5, 0.4, release=1.0, seed=10))))
    return made


# Music: note numbers as MIDI (69 = A 440 Hz).
def hz(note):
    return 440.0 * 2 ** ((note - 69) / 12)


def render_bars(bpm, bars, pattern, seed):
    """pattern(beat) -> list of (voice, note or None, beats) events starting on that eighth."""
    rnd = random.Random(seed)
    eighth = 60.0 / bpm / 2
    total = frames(eighth * 8 * bars)
    out = [0.0] * total
    for step in range(8 * bars):
        start = frames(step * eighth)
        for voice, note, length in pattern(step):
            n = frames(length * eighth)
            if voice == "kick":
                tone = sweep(0.12, 120, 45, volume=0.7, release=1.5)
            elif voice == "snare":
                tone = noise_burst(0.1, 0.45, 0.6, seed=rnd.randrange(1 << 30))
            elif voice == "hat":
                tone = noise_burst(0.03, 0.2, 0.9, seed=rnd.randrange(1 << 30))
            elif voice == "bass":
                tone = sweep(n / RATE, hz(note), hz(note), "square", 0.22, release=0.7)
            elif voice == "pad":
                tone = chord([hz(x) for x in note], n / RATE, 0.08, "saw")
            else:  # lead
                tone = sweep(n / RATE, hz(note), hz(note), "square", 0.13, release=0.9)
            for i, v in enumerate(tone):
                if start + i < total:
                    out[start + i] += v
    return out


def level_music():
    bass = [45, 45, 57, 45, 41, 41, 53, 41, 43, 43, 55, 43, 40, 40, 52, 44]  # Am F G E, two eighths each
    lead = [69, 72, 76, 74, 72, 69, 67, 69, 65, 69, 72, 71, 69, 67, 64, 68,
            67, 71, 74, 72, 71, 67, 69, 71, 64, 68, 71, 72, 71, 68, 64, 68]

    def loop(step):
        ev = [("bass", bass[(step // 2) % 16], 1.8)]
        if step % 4 == 0:
            ev.append(("kick", None, 1))
        if step % 4 == 2:
            ev.append(("snare", None, 1))
        ev.append(("hat", None, 1))
        ev.append(("lead", lead[step % 32], 0.9))
        return ev

    def intro(step):
        ev = [("pad", [57, 60, 64], 8)] if step == 0 else []
        ev.append(("lead", [57, 60, 64, 69, 72, 76, 81, 76][step], 0.9))
        return ev

    intro_samples = render_bars(120, 1, intro, 11)
    loop_samples = render_bars(120, 4, loop, 12)
    return intro_samples, loop_samples


def boss_music():
    bass = [38, 38, 50, 38, 39, 39, 51, 39]  # D, E flat: a menacing half step

    def loop(step):
        ev = [("bass", bass[(step // 4) % 8] if step % 2 == 0 else bass[(step // 4) % 8] + 12, 1)]
        if step % 2 == 0:
            ev.append(("kick", None, 1))
        if step % 4 == 2:
            ev.append(("snare", None, 1))
        if step % 8 == 0:
            root = bass[(step // 4) % 8] + 24
            ev.append(("pad", [root, root + 3, root + 6], 8))
        ev.append(("lead", [74, 77, 80, 77, 75, 78, 81, 78][step % 8] + (12 if step >= 16 else 0), 0.9))
        return ev

    return render_bars(150, 4, loop, 13)


def main():
    made = effects()
    intro, loop = level_music()
    made.append(write("theme.wav", intro + loop, MUSIC_GAIN))
    made.append(write("boss.wav", boss_music(), MUSIC_GAIN))
    total = sum(os.path.getsize(p) for p in made)
    print("wrote %d files, %d bytes, into %s" % (len(made), total, OUT))
    print("theme loop: musicLoopStart %.6f, musicLoopEnd %.6f" % (len(intro) / RATE, (len(intro) + len(loop)) / RATE))


if __name__ == "__main__":
    main()
