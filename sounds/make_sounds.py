"""Synthesise the window's sound effects as short 16-bit mono .wav files (run: python sounds/make_sounds.py)."""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
FOLDER = Path(__file__).resolve().parent
PEAK = 0.6   # of full scale: loud enough, never clipping


def envelope(i: int, count: int, attack: float = 0.005, release: float = 0.04) -> float:
    """A short fade in and out, so no effect starts or stops with a click."""
    t, length = i / RATE, count / RATE
    return min(1.0, t / attack, (length - t) / release) if length > 0 else 0.0


def tone(freq_start: float, freq_end: float, seconds: float, shape=math.sin, decay: float = 6.0) -> list[float]:
    count = int(seconds * RATE)
    samples, phase = [], 0.0
    for i in range(count):
        freq = freq_start + (freq_end - freq_start) * i / count
        phase += 2 * math.pi * freq / RATE
        samples.append(shape(phase) * math.exp(-decay * i / count) * envelope(i, count))
    return samples


def noise(seconds: float, smooth: float, decay: float, seed: int) -> list[float]:
    """White noise through a one-pole low-pass: smooth near 1 gives a dull thud, near 0 a hiss."""
    rng = random.Random(seed)
    count, level, samples = int(seconds * RATE), 0.0, []
    for i in range(count):
        level = smooth * level + (1 - smooth) * rng.uniform(-1, 1)
        samples.append(level * math.exp(-decay * i / count) * envelope(i, count))
    return samples


def mix(*parts: list[float]) -> list[float]:
    length = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(length)]


def sequence(*notes: tuple[float, float]) -> list[float]:
    samples: list[float] = []
    for freq, seconds in notes:
        samples += tone(freq, freq, seconds, decay=3.0)
    return samples


def square(phase: float) -> float:
    return 0.5 if math.sin(phase) >= 0 else -0.5


EFFECTS = {
    "step": lambda: noise(0.07, 0.85, 5.0, seed=1),
    "hit": lambda: mix(tone(180, 60, 0.16, decay=5.0), noise(0.12, 0.6, 6.0, seed=2)),
    "miss": lambda: noise(0.2, 0.3, 2.0, seed=3),
    "kill": lambda: mix(tone(420, 90, 0.32, square, decay=3.0), noise(0.2, 0.7, 4.0, seed=4)),
    "gold": lambda: sequence((988, 0.06), (1319, 0.16)),
    "potion": lambda: mix(tone(300, 700, 0.25, decay=2.0), tone(450, 900, 0.25, decay=3.0)),
    "stairs": lambda: sequence((523, 0.08), (392, 0.08), (330, 0.08), (262, 0.14)),
    "death": lambda: mix(tone(220, 55, 0.38, square, decay=2.5), noise(0.3, 0.8, 3.0, seed=5)),
    "win": lambda: sequence((523, 0.07), (659, 0.07), (784, 0.07), (1047, 0.17)),
    "hurt": lambda: mix(tone(140, 70, 0.14, square, decay=5.0), noise(0.1, 0.5, 5.0, seed=6)),
}


def write(name: str, samples: list[float]) -> Path:
    loudest = max(abs(s) for s in samples) or 1.0
    scale = PEAK * 32767 / loudest
    path = FOLDER / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))
    return path


def main() -> None:
    for name, make in EFFECTS.items():
        write(name, make())
    print(f"wrote {len(EFFECTS)} sounds to {FOLDER}")


if __name__ == "__main__":
    main()
