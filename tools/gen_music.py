#!/usr/bin/env python3
"""Synthesise the console's bundled sounds: calm night music and two cues.

Everything here is original: the tracks are additive synthesis (soft pad
chords, a gentle low pulse, sparse bell notes) computed from the tables below
with a fixed random seed, so the output is the same on every run. Only the
Python standard library is used; `sox` adds a room reverb and encodes the WAV
files to Ogg Vorbis.

    python3 tools/gen_music.py             # music and cues into sounds/
    python3 tools/gen_music.py --cues      # only the cues
    python3 tools/gen_music.py --music     # only the music
    python3 tools/gen_music.py --keep-wav  # also keep the WAV masters

Each track is a seamless loop: it is rendered a few seconds longer than its
length, and the extra tail (which continues the chord cycle from its start)
is cross-faded over the opening, so the last sample leads straight into the
first one.
"""

import argparse
import array
import math
import operator
import os
import random
import shutil
import subprocess
import sys
import tempfile
import wave

MUSIC_RATE = 22050
CUE_RATE = 44100
# Length of the pad wavetables in seconds: every pad partial is tuned to a
# whole number of cycles in this span (a quarter-hertz grid, a few cents at
# most), so a chord is one table repeated.
TABLE_SECONDS = 4
# Cross-fade used to join the end of a track to its start.
LOOP_SECONDS = 6.0
# Ogg Vorbis quality for `sox -C` (0..10); ambient pads compress well.
OGG_QUALITY = "3"


def midi_hz(note):
    return 440.0 * 2.0 ** ((note - 69) / 12.0)


# ---------------------------------------------------------------------------
# The three tracks. Chords are MIDI note numbers (60 = middle C); the first
# note of each chord is its root, played two octaves lower by the pulse.
# ---------------------------------------------------------------------------

TRACKS = [
    {
        # D dorian, slow and open: Dm9 - Bbmaj7 - Gm9 - Am11.
        "name": "night-1",
        "seed": 101,
        "chord_seconds": 9.0,
        "cycles": 4,
        "chords": [
            [50, 57, 60, 64, 65],
            [46, 53, 57, 62, 65],
            [43, 50, 53, 57, 58],
            [45, 52, 55, 60, 62],
        ],
        "bell_scale": [62, 64, 65, 69, 72, 74, 76, 77],
        "pulse_every": 2.25,
        "bell_chance": 0.30,
        "pulse_level": 0.45,
        "bell_level": 1.3,
        "brightness": 0.22,
        "lfo_seconds": 13.0,
    },
    {
        # E major with a lydian touch, warm and dreamy: Emaj9 - C#m9 - Amaj9 - Bsus.
        "name": "night-2",
        "seed": 202,
        "chord_seconds": 8.0,
        "cycles": 5,
        "chords": [
            [40, 59, 63, 66, 68],
            [49, 56, 59, 63, 64],
            [45, 52, 56, 59, 61],
            [47, 54, 56, 61, 64],
        ],
        "bell_scale": [64, 66, 68, 71, 73, 75, 76, 78],
        "pulse_every": 2.0,
        "bell_chance": 0.34,
        "pulse_level": 0.40,
        "bell_level": 1.4,
        "brightness": 0.28,
        "lfo_seconds": 11.0,
    },
    {
        # A aeolian, darker and slower: Am9 - Fmaj7#11 - Cadd9 - Em7.
        "name": "night-3",
        "seed": 303,
        "chord_seconds": 10.0,
        "cycles": 4,
        "chords": [
            [45, 52, 59, 60, 64],
            [41, 48, 52, 57, 59],
            [48, 55, 60, 62, 64],
            [40, 50, 55, 59, 62],
        ],
        "bell_scale": [57, 60, 62, 64, 67, 69, 71, 72],
        "pulse_every": 2.5,
        "bell_chance": 0.24,
        "pulse_level": 0.50,
        "bell_level": 1.2,
        "brightness": 0.16,
        "lfo_seconds": 17.0,
    },
]


# ---------------------------------------------------------------------------
# Small helpers on float arrays.
# ---------------------------------------------------------------------------


def zeros(n):
    return array.array("d", bytes(8 * n))


def mix_into(bus, start, samples, gain=1.0):
    """Adds `samples * gain` into `bus` from index `start`, clipped to the bus."""
    if start < 0:
        samples = samples[-start:]
        start = 0
    end = min(len(bus), start + len(samples))
    if end <= start:
        return
    n = end - start
    if gain != 1.0:
        samples = [s * gain for s in samples[:n]]
    bus[start:end] = array.array("d", map(operator.add, bus[start:end], samples[:n]))


def raised_cosine(n):
    """0 -> 1 over n samples with zero slope at both ends (no clicks)."""
    if n <= 1:
        return [1.0] * max(n, 0)
    return [0.5 - 0.5 * math.cos(math.pi * i / (n - 1)) for i in range(n)]


# ---------------------------------------------------------------------------
# Voices.
# ---------------------------------------------------------------------------


def soft_wave_table(size, brightness):
    """One period-table of `size` samples holding a soft waveform: a sine with
    a little second and third harmonic (brightness scales them)."""
    two_pi = 2.0 * math.pi
    h2 = 0.45 * brightness
    h3 = 0.18 * brightness
    return [
        math.sin(two_pi * j / size)
        + h2 * math.sin(2 * two_pi * j / size)
        + h3 * math.sin(3 * two_pi * j / size)
        for j in range(size)
    ]


def chord_tables(chord, brightness, rate, rng):
    """Left and right wavetables (TABLE_SECONDS long) for one pad chord.

    Each note is two slightly detuned oscillators, one leaning left and one
    right, so the chord slowly beats and moves in the stereo field. Every
    oscillator starts at a random phase: in phase, they would all line up
    once per table and make a soft thump every few seconds."""
    size = TABLE_SECONDS * rate
    base = soft_wave_table(size, brightness)
    left = [0.0] * size
    right = [0.0] * size
    for i, note in enumerate(chord):
        pad_note = note if i else note + 12  # the root is doubled an octave up
        cycles = round(midi_hz(pad_note) * TABLE_SECONDS)
        spread = max(1, round(cycles * 0.0025))  # about 4 cents each way
        # Higher notes softer, so the chord is warm rather than bright.
        amp = 1.0 / (1.0 + 0.08 * max(0, pad_note - 55))
        for k, (gl, gr) in ((cycles - spread, (0.75, 0.35)), (cycles + spread, (0.35, 0.75))):
            phase = rng.randrange(size)
            voice = [base[(k * j + phase) % size] for j in range(size)]
            left = list(map(operator.add, left, [v * amp * gl for v in voice]))
            right = list(map(operator.add, right, [v * amp * gr for v in voice]))
    return left, right


def pad_layer(track, total, rate):
    """The chord pad for the whole render, with cross-faded chord changes."""
    chords = track["chords"]
    seg = int(track["chord_seconds"] * rate)
    fade = int(3.0 * rate)
    rng = random.Random(track["seed"] + 1)
    tables = [chord_tables(c, track["brightness"], rate, rng) for c in chords]
    size = TABLE_SECONDS * rate
    left = zeros(total)
    right = zeros(total)
    fade_in = raised_cosine(fade)
    fade_out = fade_in[::-1]
    index = 0
    start = 0
    while start < total:
        tl, tr = tables[index % len(chords)]
        # The chord sounds from `start - fade/2` to `start + seg + fade/2`.
        a = start - fade // 2
        n = seg + fade
        env = fade_in + [1.0] * (n - 2 * fade) + fade_out
        offset = a % size
        reps = (n + offset) // size + 2
        seg_l = (tl * reps)[offset : offset + n]
        seg_r = (tr * reps)[offset : offset + n]
        if a < 0:
            # The very first chord starts at full level: the loop cross-fade
            # covers the opening anyway.
            env = [1.0] * (-a) + env[-a:]
        mix_into(left, a, list(map(operator.mul, seg_l, env)))
        mix_into(right, a, list(map(operator.mul, seg_r, env)))
        index += 1
        start += seg
    # Slow breathing: each side swells on its own period.
    period = track["lfo_seconds"] * rate
    two_pi = 2.0 * math.pi
    lfo_l = [1.0 + 0.18 * math.sin(two_pi * n / period) for n in range(total)]
    lfo_r = [1.0 + 0.18 * math.sin(two_pi * n / (period * 1.31) + 1.7) for n in range(total)]
    left = array.array("d", map(operator.mul, left, lfo_l))
    right = array.array("d", map(operator.mul, right, lfo_r))
    return left, right


def pulse_layer(track, total, rate):
    """A gentle low heartbeat: the chord root two octaves down, a slow swell
    (120 ms attack) and a long soft decay on every `pulse_every` seconds."""
    chords = track["chords"]
    seg = track["chord_seconds"]
    every = track["pulse_every"]
    length = int(min(every, 2.2) * rate)
    attack = int(0.12 * rate)
    rise = raised_cosine(attack)
    env = rise + [math.exp(-(i / rate) / 0.55) for i in range(length - attack)]
    release = raised_cosine(int(0.3 * rate))[::-1]
    env[-len(release) :] = [e * r for e, r in zip(env[-len(release) :], release)]
    out = zeros(total)
    two_pi = 2.0 * math.pi
    cache = {}
    t = 0.0
    beat = 0
    while t * rate < total:
        root = chords[int(t // seg) % len(chords)][0]
        note = root - 12 if root >= 40 else root
        if note not in cache:
            f = midi_hz(note)
            cache[note] = [
                (math.sin(two_pi * f * i / rate) + 0.25 * math.sin(2 * two_pi * f * i / rate)) * e
                for i, e in enumerate(env)
            ]
        # Every other pulse is softer: a slow heartbeat, not a metronome.
        mix_into(out, int(t * rate), cache[note], 1.0 if beat % 2 == 0 else 0.6)
        beat += 1
        t += every
    return out


def bell_note(freq, rate, seconds, brightness, decay=1.0):
    """A soft bell: 40 ms raised-cosine attack, exponential decay, upper
    partials dying faster (so nothing sharp is ever heard); `decay` scales
    how long it rings."""
    n = int(seconds * rate)
    attack = raised_cosine(int(0.04 * rate))
    two_pi = 2.0 * math.pi
    partials = ((1.0, 1.0, 1.6), (2.0, 0.25 + brightness, 0.7), (3.0, 0.08, 0.4))
    out = [0.0] * n
    for ratio, amp, tau in partials:
        f = freq * ratio
        if f > rate / 2.5:
            continue
        w = two_pi * f / rate
        out = [o + amp * math.sin(w * i) * math.exp(-i / (tau * decay * rate)) for i, o in enumerate(out)]
    for i, a in enumerate(attack):
        out[i] *= a
    tail = raised_cosine(int(0.2 * rate))[::-1]
    for i, a in enumerate(tail):
        out[n - len(tail) + i] *= a
    return out


def bell_layer(track, total, rate, rng):
    """Sparse bell notes on a half-pulse grid, mostly chord tones, panned at
    random; never two notes within a pulse of each other."""
    left = zeros(total)
    right = zeros(total)
    step = track["pulse_every"] / 2.0
    seg = track["chord_seconds"]
    chords = track["chords"]
    scale = track["bell_scale"]
    cache = {}
    t = step * 2
    last = -10.0
    while t * rate < total:
        if rng.random() < track["bell_chance"] and t - last >= step * 2:
            chord = chords[int(t // seg) % len(chords)]
            tones = [n for n in scale if (n % 12) in {c % 12 for c in chord}]
            pool = tones if tones and rng.random() < 0.75 else scale
            note = rng.choice(pool)
            if note not in cache:
                cache[note] = bell_note(midi_hz(note + 12), rate, 4.0, track["brightness"])
            pan = 0.2 + 0.6 * rng.random()
            gain = 0.6 + 0.4 * rng.random()
            start = int(t * rate)
            mix_into(left, start, cache[note], gain * math.cos(pan * math.pi / 2))
            mix_into(right, start, cache[note], gain * math.sin(pan * math.pi / 2))
            last = t
        t += step
    return left, right


# ---------------------------------------------------------------------------
# Files.
# ---------------------------------------------------------------------------


def write_wav(path, channels, rate):
    """Writes float channels (-1..1) as a 16-bit PCM WAV."""
    n = len(channels[0])
    frames = array.array("h", bytes(2 * n * len(channels)))
    for c, data in enumerate(channels):
        frames[c :: len(channels)] = array.array(
            "h", (max(-32767, min(32767, int(round(s * 32767)))) for s in data)
        )
    if sys.byteorder == "big":
        frames.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(len(channels))
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(frames.tobytes())


def read_raw_f32(path, channels):
    data = array.array("f")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    if sys.byteorder == "big":
        data.byteswap()
    return [array.array("d", data[c::channels]) for c in range(channels)]


def write_raw_f32(path, chans):
    n = len(chans[0])
    data = array.array("f", bytes(4 * n * len(chans)))
    for c, ch in enumerate(chans):
        data[c :: len(chans)] = array.array("f", ch)
    if sys.byteorder == "big":
        data.byteswap()
    with open(path, "wb") as f:
        f.write(data.tobytes())


def sox(*args):
    # -R: repeatable output (no run-dependent randomness in sox itself).
    cmd = ["sox", "-R", "-V1", *args]
    subprocess.run(cmd, check=True)


def raw_args(rate, channels):
    return ["-t", "raw", "-r", str(rate), "-c", str(channels), "-e", "floating-point", "-b", "32", "-L"]


def peak_of(chans):
    return max(max(abs(s) for s in ch) for ch in chans)


def rms_of(chans):
    return math.sqrt(sum(sum(s * s for s in ch) for ch in chans) / sum(len(ch) for ch in chans))


def normalise(chans, peak, rms):
    """Scales so the peak is at most `peak` and the RMS at most `rms`."""
    top = peak_of(chans)
    level = rms_of(chans)
    gain = min(peak / top, rms / level) if top > 0 and level > 0 else 1.0
    return [array.array("d", (s * gain for s in ch)) for ch in chans]


def make_track(track, out_dir, tmp, keep_wav):
    rate = MUSIC_RATE
    rng = random.Random(track["seed"])
    cycle = track["chord_seconds"] * len(track["chords"])
    length = int(cycle * track["cycles"] * rate)
    extra = int(LOOP_SECONDS * rate)
    total = length + extra

    pad_l, pad_r = pad_layer(track, total, rate)
    pulse = pulse_layer(track, total, rate)
    bell_l, bell_r = bell_layer(track, total, rate, rng)
    # Balance: the pad carries the piece; the pulse sits under it and the
    # bells float just above it.
    pad_g = 1.0 / rms_of([pad_l, pad_r])
    pulse_g = track["pulse_level"] / rms_of([pulse])
    bell_g = track["bell_level"] / peak_of([bell_l, bell_r])
    left = array.array("d", (p * pad_g + q * pulse_g + b * bell_g for p, q, b in zip(pad_l, pulse, bell_l)))
    right = array.array("d", (p * pad_g + q * pulse_g + b * bell_g for p, q, b in zip(pad_r, pulse, bell_r)))
    left, right = normalise([left, right], 0.5, 0.12)

    # Room: sox's reverberator, a gentle high cut, and a DC/rumble filter.
    dry = os.path.join(tmp, track["name"] + "-dry.f32")
    wet = os.path.join(tmp, track["name"] + "-wet.f32")
    write_raw_f32(dry, [left, right])
    sox(*raw_args(rate, 2), dry, *raw_args(rate, 2), wet,
        "highpass", "35", "lowpass", "5500", "reverb", "70", "60", "100", "80", "30", "-3")
    left, right = read_raw_f32(wet, 2)

    # Seamless loop: the tail (which continues the chord cycle from the top)
    # cross-fades into the opening with gains that sum to one.
    fade = raised_cosine(extra)
    looped = []
    for ch in (left, right):
        head = [h * w + t * (1.0 - w) for h, t, w in zip(ch[:extra], ch[length:total], fade)]
        looped.append(array.array("d", head) + ch[extra:length])
    looped = normalise(looped, 0.7, 0.12)

    wav = os.path.join(tmp if not keep_wav else out_dir, track["name"] + ".wav")
    write_wav(wav, looped, rate)
    ogg = os.path.join(out_dir, track["name"] + ".ogg")
    sox(wav, "-C", OGG_QUALITY, ogg)
    return ogg


# ---------------------------------------------------------------------------
# Cues.
# ---------------------------------------------------------------------------


def chime(rate, seconds, notes):
    """Mono mix of bell notes: (start seconds, MIDI note, gain)."""
    n = int(seconds * rate)
    out = [0.0] * n
    for start, note, gain in notes:
        tone = bell_note(midi_hz(note), rate, seconds - start, 0.15, decay=0.38)
        s = int(start * rate)
        for i, v in enumerate(tone[: n - s]):
            out[s + i] += v * gain
    tail = raised_cosine(int(0.15 * rate))[::-1]
    for i, a in enumerate(tail):
        out[n - len(tail) + i] *= a
    top = max(abs(v) for v in out)
    return [v * 0.6 / top for v in out]


def make_cues(out_dir, tmp, keep_wav):
    rate = CUE_RATE
    cues = {
        # "10 seconds left": two soft rising tones, a fourth apart (E5, A5).
        "warning": chime(rate, 1.2, [(0.0, 76, 0.8), (0.28, 81, 0.7)]),
        # "Time is up": a falling triad that rings together (G5, E5, C5),
        # fuller than the warning so the two are never confused.
        "end": chime(rate, 1.45, [(0.0, 79, 0.75), (0.16, 76, 0.75), (0.32, 72, 0.9), (0.32, 60, 0.45)]),
    }
    made = []
    for name, samples in cues.items():
        wav = os.path.join(tmp if not keep_wav else out_dir, name + ".wav")
        write_wav(wav, [samples], rate)
        ogg = os.path.join(out_dir, name + ".ogg")
        sox(wav, "-C", "4", ogg)
        made.append(ogg)
    return made


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--music", action="store_true", help="only the night music")
    parser.add_argument("--cues", action="store_true", help="only the cues")
    parser.add_argument("--only", help="only the named track, e.g. night-2")
    parser.add_argument("--keep-wav", action="store_true", help="keep the WAV masters next to the OGG files")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--out", default=os.path.join(root, "sounds"), help="output folder (default: sounds/)")
    args = parser.parse_args()
    if shutil.which("sox") is None:
        sys.exit("gen_music: sox is not installed (apt-get install sox libsox-fmt-all)")
    both = not args.music and not args.cues
    with tempfile.TemporaryDirectory() as tmp:
        if args.music or both:
            music = os.path.join(args.out, "music")
            os.makedirs(music, exist_ok=True)
            for track in TRACKS:
                if args.only and track["name"] != args.only:
                    continue
                print("gen_music:", make_track(track, music, tmp, args.keep_wav), flush=True)
        if args.cues or both:
            cues = os.path.join(args.out, "cues")
            os.makedirs(cues, exist_ok=True)
            for path in make_cues(cues, tmp, args.keep_wav):
                print("gen_music:", path, flush=True)


if __name__ == "__main__":
    main()
