#!/usr/bin/env bash
# Synthesises the table's sounds with sox into resources/sounds/<name>.wav:
# 16-bit mono WAV at 22.05 kHz, each well under a second, soft (sine, pluck
# and filtered noise only, short fades, peaks at -6 dBFS or lower). The WAVs
# are committed so a build needs no sox; run this again after changing a
# sound. `sox -R` makes the noise repeatable, so a rerun writes the same files.
# Needs sox (Debian: sox).
#
#   die    a die rolling: four soft wooden taps, slowing down
#   card   a card played or drawn: a short paper swish
#   bust   a bust in Trash Pandas: a gentle falling "womp womp"
#   call   a Panda Panda call: a bright rising four-note shout
#   lap    a lap completed in Trash Dash: a two-note bell
#   win    a game won: a short plucked fanfare ending on a chord
set -euo pipefail

command -v sox >/dev/null || { echo "make-sounds: needs sox (apt-get install sox)" >&2; exit 2; }
cd "$(dirname "$0")/../resources"
mkdir -p sounds
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rate=22050
# sox, repeatable and quiet. The pieces are 32-bit float at 44.1 kHz mono
# (no clipping while they are mixed; sox plucks only at 44.1 kHz or more);
# only the finished sound is 22.05 kHz 16-bit.
s() { sox -R -q "$@"; }
# part NAME LENGTH SYNTH-AND-EFFECTS...: one piece into $tmp/NAME.wav.
part() {
    local name="$1" len="$2"
    shift 2
    s -r 44100 -c 1 -n -e floating-point -b 32 "$tmp/$name.wav" synth "$len" "$@" gain -6
}
# at NAME SECONDS: NAME delayed by SECONDS (silence in front), for mixing.
at() { s "$tmp/$1.wav" "$tmp/$1@$2.wav" pad "$2" 0; echo "$tmp/$1@$2.wav"; }
# finish NAME PEAK FILES...: mix the pieces, round off, level to a soft peak
# (PEAK dBFS; the steady tones lower, so every sound is about as loud).
finish() {
    local name="$1" peak="$2"
    shift 2
    if [ $# -eq 1 ]; then
        cp "$1" "$tmp/mix.wav"
    else
        s -m "$@" "$tmp/mix.wav"
    fi
    # A gentle top cut, no click at either end, then the level.
    s "$tmp/mix.wav" -r "$rate" -c 1 -b 16 "sounds/$name.wav" gain -n -6 lowpass 6000 fade t 0.002 -0 0.02 gain -n "$peak"
}

# die: four soft wooden taps, slowing down, each a short low sine (a
# little higher or lower each time) with a little brown noise on top.
part rattle 0.04 brownnoise lowpass 2400 highpass 300 fade q 0.001 0.04 0.035 gain -6
tap() { # tap N FREQ GAIN
    part "tok$1" 0.05 sine "$2" fade q 0.001 0.05 0.045
    s -m "$tmp/tok$1.wav" "$tmp/rattle.wav" "$tmp/tap$1.wav" gain "$3"
}
tap 1 340 0
tap 2 370 -2
tap 3 320 -4
tap 4 340 -8
finish die -7 "$(at tap1 0)" "$(at tap2 0.09)" "$(at tap3 0.2)" "$(at tap4 0.34)"

# card: pink noise through a band around 3 kHz, swelling and dying away.
part swish 0.16 pinknoise sinc 900-5000 fade h 0.05 0.16 0.1
finish card -6 "$tmp/swish.wav"

# bust: two falling warm notes (a sine and its octave, softer), the second
# one wobbling.
part womp1 0.2 sine 330/294 fade q 0.02 0.2 0.08
part womp1h 0.2 sine 660/588 fade q 0.02 0.2 0.08 gain -12
part womp2 0.48 sine 277/196 tremolo 7 35 fade q 0.03 0.48 0.32
part womp2h 0.48 sine 554/392 tremolo 7 35 fade q 0.03 0.48 0.32 gain -12
finish bust -12 "$(at womp1 0)" "$(at womp1h 0)" "$(at womp2 0.24)" "$(at womp2h 0.24)"

# call: "Pan-da Pan-DA!": four plucked notes rising, the last held.
part c1 0.14 pluck E5 lowpass 3000 fade q 0.003 0.14 0.06
part c2 0.14 pluck A5 lowpass 3000 fade q 0.003 0.14 0.06
part c3 0.14 pluck E5 lowpass 3000 fade q 0.003 0.14 0.06
part c4 0.36 pluck C#6 lowpass 3000 fade q 0.003 0.36 0.25
part c4s 0.36 sine C#6 fade q 0.01 0.36 0.3 gain -14
finish call -9 "$(at c1 0)" "$(at c2 0.12)" "$(at c3 0.26)" "$(at c4 0.38)" "$(at c4s 0.38)"

# lap: a small bell, two notes rising a fourth: a sine with two softer
# partials (octave, twelfth), dying away logarithmically.
part b1 0.3 sine G5 fade l 0.008 0.3 0.28
part b1h 0.3 sine G6 fade l 0.008 0.3 0.2 gain -12
part b1t 0.3 sine D7 fade l 0.008 0.3 0.12 gain -20
part b2 0.42 sine C6 fade l 0.008 0.42 0.4
part b2h 0.42 sine C7 fade l 0.008 0.42 0.3 gain -12
part b2t 0.42 sine G7 fade l 0.008 0.42 0.16 gain -20
finish lap -8 "$(at b1 0)" "$(at b1h 0)" "$(at b1t 0)" "$(at b2 0.12)" "$(at b2h 0.12)" "$(at b2t 0.12)"

# win: C-E-G plucked upwards, then a C major chord ringing out.
part w1 0.13 pluck C5 lowpass 3000 fade q 0.003 0.13 0.05
part w2 0.13 pluck E5 lowpass 3000 fade q 0.003 0.13 0.05
part w3 0.13 pluck G5 lowpass 3000 fade q 0.003 0.13 0.05
part wc 0.5 pluck C6 lowpass 3000 fade q 0.003 0.5 0.38
part we 0.5 pluck E6 lowpass 3000 fade q 0.003 0.5 0.38
part wg 0.5 pluck G6 lowpass 3000 fade q 0.003 0.5 0.38
part wb 0.5 sine C5 fade q 0.02 0.5 0.4 gain -10
finish win -6 "$(at w1 0)" "$(at w2 0.11)" "$(at w3 0.22)" "$(at wc 0.34)" "$(at we 0.35)" "$(at wg 0.36)" "$(at wb 0.34)"

for f in sounds/*.wav; do
    printf 'make-sounds: %-18s %5s s %6s bytes\n' "$f" "$(soxi -D "$f")" "$(stat -c %s "$f")"
done
