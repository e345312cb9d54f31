#!/usr/bin/env bash
# Synthesizes the game's original background music with SoX (needs sox + libsox-fmt-all for Ogg Vorbis)
# and writes assets/music/<id>.ogg. Every sound is built here, note by note, from sox `synth` tones and
# noise: no samples, no external audio. Run from anywhere: bash scripts/make-music.sh
#
# How a track is made:
#   * The tempo is chosen so that a 16th note is a whole number of samples at 44.1 kHz, so every layer
#     is exactly bars*16 steps long and the loop point falls on a sample-exact downbeat.
#   * A layer is a list of events ("NOTE/steps", "r/steps" for a rest, "inst:NOTE/steps" to switch
#     instrument, or a 16-characters-per-bar drum string); each event is rendered to a file of exactly
#     its length and the files are concatenated.
#   * The whole arrangement is rendered twice in a row, mixed, given reverb/echo and mastered, then the
#     second pass is cut out: its start already carries the reverb tails of the end, so the file loops
#     seamlessly (no fades needed).
#   * Master: gentle compression, a touch of soft clipping (overdrive) on the peaks, peak-normalized to
#     -1.5 dBFS (headroom for the codec), which lands at about -14 LUFS; Ogg Vorbis quality 3.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/assets/music"
RATE=44100
# MUSIC_WORK_DIR=<empty dir> keeps the rendered notes and stems for inspection (rendered notes found there
# are reused, so start from an empty one after changing an instrument).
if [[ -n ${MUSIC_WORK_DIR:-} ]]; then TMP=$MUSIC_WORK_DIR; mkdir -p "$TMP"
else TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT; fi
mkdir -p "$OUT"

F32=(-e floating-point -b 32)
sox() { command sox -R "$@"; } # repeatable: fixed noise seeds, so a re-run gives the same files
STEP=0 # samples per 16th note, set per track

die() { echo "make-music: $*" >&2; exit 1; }
command -v sox >/dev/null || die "sox is not installed"
command sox -h | grep -q vorbis || die "this sox cannot write Ogg Vorbis (install libsox-fmt-all)"

# Semitones from A4 of a note name like E2, F#3, Bb4.
semi() {
  local n=$1 pc
  case ${n:0:1} in C) pc=0 ;; D) pc=2 ;; E) pc=4 ;; F) pc=5 ;; G) pc=7 ;; A) pc=9 ;; B) pc=11 ;; *) die "bad note $n" ;; esac
  local rest=${n:1}
  case ${rest:0:1} in '#') pc=$((pc + 1)); rest=${rest:1} ;; b) pc=$((pc - 1)); rest=${rest:1} ;; esac
  echo $((12 * (rest + 1) + pc - 69))
}
# "%<semitones>" frequency argument for sox synth, offset by $2 semitones (may be fractional).
pitch() { awk -v s="$(semi "$1")" -v d="${2:-0}" 'BEGIN { printf "%%%.3f", s + d }'; }

# Cut or pad a file to exactly $3 samples, with a 2 ms fade at the cut so nothing clicks.
fit() {
  local have
  have=$(soxi -s "$1")
  if ((have >= $3)); then sox -q "$1" "${F32[@]}" "$2" trim 0 "$3s" fade h 0 "$3s" 88s
  else sox -q "$1" "${F32[@]}" "$2" pad 0 "$(($3 - have))s"; fi
}

# gen OUT SAMPLES CHANNELS tone... -- effect...: synthesize CHANNELS tones, mix them to mono, apply effects.
gen() {
  local out=$1 n=$2 ch=$3; shift 3
  local tones=()
  while [[ $# -gt 0 && $1 != -- ]]; do tones+=("$1"); shift; done
  [[ $# -gt 0 ]] && shift
  sox -q -r "$RATE" -c "$ch" -n "${F32[@]}" "$out" synth "${n}s" "${tones[@]}" remix - gain -6 "$@"
}

silence() { sox -q -r "$RATE" -c 1 -n "${F32[@]}" "$1" trim 0 "$2s"; }

# ---------- drum one-shots (made once per track, then fitted to each hit's length) ----------

make_drums() {
  local d=$TMP/drum
  mkdir -p "$d"
  # kick: pitch-swept sine body + a short click
  gen "$d/kb.wav" 15000 1 sine 150/42 -- fade l 0 15000s 14000s overdrive 6 gain -n -1
  gen "$d/kc.wav" 600 1 whitenoise -- highpass 1800 fade l 0 600s 590s gain -n -10
  sox -q -m "$d/kb.wav" "$d/kc.wav" "${F32[@]}" "$d/k.wav" gain -n -1
  # snare: triangle body + bright filtered noise; ghost = quiet snare
  gen "$d/sb.wav" 8000 1 triangle 200/165 -- fade l 0 8000s 7800s gain -n -4
  gen "$d/sn.wav" 10000 1 whitenoise -- highpass 1100 lowpass 9000 fade l 0 10000s 9800s gain -n -2
  sox -q -m "$d/sb.wav" "$d/sn.wav" "${F32[@]}" "$d/s.wav" gain -n -1 overdrive 12 0 gain -n -1
  sox -q "$d/s.wav" "${F32[@]}" "$d/g.wav" gain -12
  # hi-hats: closed, open; crash; two toms
  gen "$d/h.wav" 2200 1 whitenoise -- highpass 8000 gain -n overdrive 12 0 gain -6 highpass 7000 fade l 0 2200s 2150s gain -n -9
  gen "$d/o.wav" 14000 1 whitenoise -- highpass 6500 gain -n overdrive 12 0 gain -6 highpass 6000 fade l 0 14000s 13800s gain -n -11
  gen "$d/c.wav" 88200 2 whitenoise pinknoise -- highpass 3500 lowpass 13000 fade l 0 88200s 88000s gain -n -9
  gen "$d/t.wav" 16000 1 sine 120/72 -- fade l 0 16000s 15500s overdrive 4 gain -n -3
  gen "$d/m.wav" 14000 1 sine 170/105 -- fade l 0 14000s 13500s overdrive 4 gain -n -3
}

# drums OUT PATTERN: one character per 16th; '-' lets the previous hit ring, any other character is a
# hit of that one-shot (k kick, s snare, g ghost, h hat, o open hat, c crash, t/m toms).
drums() {
  local out=$1 pat=$2 files=() i c start=-1 prev='' n=${#2}
  emit() { # $1 = char, $2 = steps
    local f=$TMP/ev-$STEP-drum-$1-$2.wav
    if [[ ! -f $f ]]; then
      if [[ $1 == r ]]; then silence "$f" $(($2 * STEP)); else fit "$TMP/drum/$1.wav" "$f" $(($2 * STEP)); fi
    fi
    files+=("$f")
  }
  for ((i = 0; i < n; i++)); do
    c=${pat:i:1}
    [[ $c == - ]] && continue
    if ((start < 0)); then ((i > 0)) && emit r "$i"; else emit "$prev" $((i - start)); fi
    start=$i; prev=$c
  done
  if ((start < 0)); then emit r "$n"; else emit "$prev" $((n - start)); fi
  sox -q "${files[@]}" "${F32[@]}" "$out"
}

# ---------- pitched instruments: make_<inst> NOTE SAMPLES OUT ----------

make_gtr() { # distorted power chord (root, fifth, octave; detuned saws)
  gen "$3" "$2" 6 sawtooth "$(pitch "$1")" sawtooth "$(pitch "$1" 0.09)" sawtooth "$(pitch "$1" 7)" \
    sawtooth "$(pitch "$1" 7.08)" sawtooth "$(pitch "$1" 12)" sawtooth "$(pitch "$1" 11.9)" -- \
    lowpass 2500 overdrive 24 12 gain -10 lowpass 3600 highpass 90 equalizer 700 1.2q -3 fade h 0.003 "$2s" 0.03 gain -n -6
}
make_gtr2() { # second guitar take for the other side: a hair different tuning and tone
  gen "$3" "$2" 6 sawtooth "$(pitch "$1" -0.05)" sawtooth "$(pitch "$1" 0.05)" sawtooth "$(pitch "$1" 6.95)" \
    sawtooth "$(pitch "$1" 7.05)" sawtooth "$(pitch "$1" 12.06)" square "$(pitch "$1" 11.96)" -- \
    lowpass 2300 overdrive 26 14 gain -10 lowpass 3300 highpass 90 equalizer 700 1.2q -3 fade h 0.004 "$2s" 0.03 gain -n -6
}
make_mute() { # palm-muted chug: darker, short decay
  gen "$3" "$2" 4 sawtooth "$(pitch "$1")" sawtooth "$(pitch "$1" 0.08)" sawtooth "$(pitch "$1" 7)" square "$(pitch "$1" -12)" -- \
    lowpass 900 overdrive 22 10 gain -10 lowpass 2000 highpass 70 fade l 0.002 "$2s" "$(( $2 * 9 / 10 ))s" gain -n -7
}
make_bass() { # saw + square sub, rounded off
  gen "$3" "$2" 2 sawtooth "$(pitch "$1")" square "$(pitch "$1" 0.04)" -- \
    lowpass 1100 overdrive 6 gain -8 lowpass 1400 highpass 30 fade h 0.004 "$2s" 0.02 gain -n -3
}
make_pbass() { # plucky synth bass for the synthwave track
  gen "$3" "$2" 2 sawtooth "$(pitch "$1")" sawtooth "$(pitch "$1" 0.12)" -- \
    lowpass 1400 fade l 0.002 "$2s" "$(( $2 * 8 / 10 ))s" gain -n -3
}
make_lead() { # overdriven saw/square lead
  gen "$3" "$2" 3 sawtooth "$(pitch "$1")" sawtooth "$(pitch "$1" 0.11)" square "$(pitch "$1" -0.07)" -- \
    lowpass 4200 overdrive 10 8 gain -8 lowpass 5200 highpass 200 fade h 0.01 "$2s" 0.05 gain -n -6
}
make_synlead() { # bright detuned saw/square lead, no drive
  gen "$3" "$2" 3 sawtooth "$(pitch "$1")" sawtooth "$(pitch "$1" 0.12)" square "$(pitch "$1" 12.02)" -- \
    lowpass 5000 highpass 250 fade h 0.008 "$2s" 0.06 gain -n -6
}
make_arp() { # square pluck
  gen "$3" "$2" 2 square "$(pitch "$1")" square "$(pitch "$1" 0.08)" -- \
    lowpass 3200 fade l 0.002 "$2s" "$(( $2 * 9 / 10 ))s" gain -n -8
}
make_pad() { # minor/major triad of soft saws, slow attack. Note name like A3m or F3M (chord quality suffix)
  local q=${1: -1} root=${1%?} third=4
  [[ $q == m ]] && third=3
  gen "$3" "$2" 6 sawtooth "$(pitch "$root")" sawtooth "$(pitch "$root" 0.1)" sawtooth "$(pitch "$root" $third)" \
    sawtooth "$(pitch "$root" "$third.1")" sawtooth "$(pitch "$root" 7)" sawtooth "$(pitch "$root" 12.08)" -- \
    lowpass 1800 lowpass 2400 highpass 120 fade t 0.25 "$2s" 0.25 gain -n -8
}

# layer OUT DEFAULT_INST token...: tokens "NOTE/steps", "r/steps", "inst:NOTE/steps".
layer() {
  local out=$1 inst=$2; shift 2
  local files=() tok i note steps n f
  for tok in "$@"; do
    i=$inst
    [[ $tok == *:* ]] && { i=${tok%%:*}; tok=${tok#*:}; }
    note=${tok%/*}; steps=${tok#*/}; n=$((steps * STEP))
    f=$TMP/ev-$STEP-$i-$note-$steps.wav
    if [[ ! -f $f ]]; then
      if [[ $note == r ]]; then silence "$f" "$n"; else "make_$i" "$note" "$n" "$f"; fi
    fi
    files+=("$f")
  done
  sox -q "${files[@]}" "${F32[@]}" "$out"
}

# rep N STRING: STRING repeated N times (space separated)
rep() { local s='' k; for ((k = 0; k < $1; k++)); do s+="$2 "; done; printf '%s' "$s"; }

# check_len FILE BARS: every layer must be exactly BARS bars.
check_len() {
  local want=$(($2 * 16 * STEP)) got
  got=$(soxi -s "$1")
  [[ $got == "$want" ]] || die "$(basename "$1"): $got samples, expected $want"
}

# stereo IN OUT LEFT RIGHT [effect...]: place a mono layer in the stereo field, render it twice in a row
# (so effects tails wrap around the loop point), then apply effects.
stereo() {
  local in=$1 out=$2 l=$3 r=$4; shift 4
  sox -q "$in" "$in" "${F32[@]}" "$out" remix "1v$l" "1v$r" "$@"
}

# master ID TITLE BARS DRIVE layer-files...: mix, master (DRIVE = dB into the soft clipper), cut the
# second pass, encode with title/artist tags.
master() {
  local id=$1 title=$2 bars=$3 drive=$4; shift 4
  local len=$((bars * 16 * STEP))
  sox -q -m "$@" "${F32[@]}" "$TMP/$id-mix.wav"
  sox -q "$TMP/$id-mix.wav" "${F32[@]}" "$TMP/$id-master.wav" \
    trim "${len}s" "${len}s" gain -n -6 highpass 28 compand 0.008,0.25 6:-40,-40,-18,-14,0,-7 0 -90 \
    gain -n -1 overdrive "$drive" 0 gain -n -1.5
  sox -q "$TMP/$id-master.wav" --comment "TITLE=$title" --add-comment "ARTIST=Main Event Mogul Studio" \
    -C 3 "$OUT/$id.ogg"
  echo "$id.ogg: $(soxi -d "$OUT/$id.ogg"), $(( $(stat -c %s "$OUT/$id.ogg") / 1024 )) KB"
}

# =====================================================================================================
# Track 1: "Main Event Entrance" - arena rock, E minor, 126 BPM, 28 bars (53.3 s)
# =====================================================================================================
track_main_event_entrance() {
  STEP=5250 # 44100 * 60 / 126 / 4
  local id=main-event-entrance bars=28 t=$TMP/t1
  mkdir -p "$t"; make_drums

  # --- guitar (both sides play the same part, different takes) ---
  local riffA='mute:E2/1 mute:E2/1 mute:E2/2 G2/3 mute:E2/1 A2/3 mute:E2/1 G2/2 F#2/2'
  local riffB='mute:E2/1 mute:E2/1 mute:E2/2 G2/3 mute:E2/1 A2/3 mute:E2/1 D3/2 C3/2'
  local riff="$riffA $riffA $riffA $riffB"
  vbar() { echo "$1/3 $1/3 $1/2 mute:$1/1 mute:$1/1 $1/2 mute:$1/1 mute:$1/1 $1/2"; }
  local verse="$(vbar E2) $(vbar E2) $(vbar C3) $(vbar C3) $(vbar D3) $(vbar D3) $(vbar B2) $(vbar B2)"
  cbar() { echo "$1/6 $1/6 $1/4"; }
  local chorus="$(cbar G2) $(cbar D3) $(cbar E2) $(cbar C3) $(cbar G2) $(cbar D3) $(cbar C3) B2/6 B2/6 mute:B2/2 mute:B2/2"
  local turn='C3/2 r/2 C3/2 r/2 C3/2 r/6 D3/2 r/2 D3/2 r/2 D3/2 r/2 D3/2 D3/2 B2/16 '
  turn+="$(rep 8 mute:B2/2)"
  local gtr="$riff $verse $chorus $riff $turn"
  layer "$t/gtrL.wav" gtr $gtr
  layer "$t/gtrR.wav" gtr2 $gtr

  # --- bass ---
  local bA='E1/2 E1/2 G1/3 E1/1 A1/3 E1/1 G1/2 F#1/2' bB='E1/2 E1/2 G1/3 E1/1 A1/3 E1/1 D2/2 C2/2'
  b8() { rep 8 "$1/2"; }
  local bass="$bA $bA $bA $bB $(b8 E1) $(b8 E1) $(b8 C2) $(b8 C2) $(b8 D2) $(b8 D2) $(b8 B1) $(b8 B1)"
  bass+=" $(b8 G1) $(b8 D2) $(b8 E1) $(b8 C2) $(b8 G1) $(b8 D2) $(b8 C2) $(b8 B1)"
  bass+=" $bA $bA $bA $bB"
  bass+=' C2/2 r/2 C2/2 r/2 C2/2 r/6 D2/2 r/2 D2/2 r/2 D2/2 r/2 D2/2 D2/2 B1/16 '
  bass+="$(b8 B1)"
  layer "$t/bass.wav" bass $bass

  # --- lead: enters for the chorus ---
  local lead='r/64 r/64 r/64' # riff + verse (12 bars)
  lead+=' B4/4 D5/4 G5/6 F#5/2 F#5/4 E5/4 D5/6 A4/2 B4/6 E5/6 G5/4 E5/10 D5/2 C5/2 B4/2'
  lead+=' B4/4 D5/4 G5/6 A5/2 B5/4 A5/4 F#5/6 D5/2 G5/6 E5/6 C5/4 D#5/8 F#5/4 B4/4'
  lead+=' r/64 r/64'                              # riff + turnaround (8 bars)
  layer "$t/lead.wav" lead $lead

  # --- drums ---
  local K='k-----k-k-----k-' S='----s-------s---' H='h-h-h-h-h-h-h-h-' KR='k-k---k-k-k---k-'
  local kick='' snare='' hats='' crash=''
  local bar
  for bar in $(seq 1 $bars); do
    if ((bar <= 4 || (bar >= 21 && bar <= 24))); then kick+=$KR; snare+='----s-------s---'; hats+=$H
    elif ((bar <= 12)); then kick+=$K; snare+=$S; hats+=$H
    elif ((bar <= 20)); then kick+=$K; snare+='----s-------s-g-'; hats+='o-h-o-h-o-h-o-h-'
    elif ((bar == 25)); then kick+='k---k---k-------'; snare+='s---s---s-------'; hats+='----------------'
    elif ((bar == 26)); then kick+='k---k---k---k-k-'; snare+='s---s---s---s-s-'; hats+='----------------'
    elif ((bar == 27)); then kick+='k---------------'; snare+='------------t-m-'; hats+='o-h-h-h-o-h-h-h-'
    else kick+='k---k---k---k---'; snare+='g-g-g-g-s-s-ssss'; hats+='----------------'
    fi
    case $bar in 1 | 5 | 13 | 17 | 21 | 25 | 27) crash+='c---------------' ;; *) crash+='----------------' ;; esac
  done
  drums "$t/kick.wav" "$kick"; drums "$t/snare.wav" "$snare"; drums "$t/hats.wav" "$hats"; drums "$t/crash.wav" "$crash"

  for f in gtrL gtrR bass lead kick snare hats crash; do check_len "$t/$f.wav" $bars; done

  stereo "$t/gtrL.wav" "$t/s-gtrL.wav" 0.6 0.09
  stereo "$t/gtrR.wav" "$t/s-gtrR.wav" 0.09 0.6
  stereo "$t/bass.wav" "$t/s-bass.wav" 0.4 0.4
  stereo "$t/lead.wav" "$t/s-lead.wav" 0.58 0.58 echo 0.8 0.7 238 0.25 reverb 40 50 80
  stereo "$t/kick.wav" "$t/s-kick.wav" 0.35 0.35
  stereo "$t/snare.wav" "$t/s-snare.wav" 0.6 0.6 reverb 35 50 60 100 10
  stereo "$t/hats.wav" "$t/s-hats.wav" 0.45 0.7
  stereo "$t/crash.wav" "$t/s-crash.wav" 0.44 0.28
  master "$id" "Main Event Entrance" $bars 1.5 "$t"/s-*.wav
}

# =====================================================================================================
# Track 2: "Neon Title Run" - synthwave, A minor, 108 BPM, 24 bars (53.3 s)
# =====================================================================================================
track_neon_title_run() {
  STEP=6125 # 44100 * 60 / 108 / 4
  local id=neon-title-run bars=24 t=$TMP/t2
  mkdir -p "$t"; make_drums

  # one bar per chord: Am F C G
  local roots=(A1 F1 C2 G1) octs=(A2 F2 C3 G2) pads=(A3m F3M C4M G3M)
  local arps=('A3 E4 A4 C5' 'F3 C4 F4 A4' 'C4 G4 C5 E5' 'G3 D4 G4 B4')
  local bass='' pad='' arp='' bar c n k
  for bar in $(seq 1 $bars); do
    c=$(((bar - 1) % 4))
    pad+="${pads[c]}/16 "
    if ((bar <= 20)); then for k in 1 2 3 4; do bass+="${roots[c]}/2 ${octs[c]}/2 "; done
    else bass+="${roots[c]}/16 "; fi
    for k in 1 2 3 4; do for n in ${arps[c]}; do arp+="$n/1 "; done; done
  done
  layer "$t/pad.wav" pad $pad
  layer "$t/bass.wav" pbass $bass
  layer "$t/arp.wav" arp $arp

  local lead='r/64 r/64 r/64' # bars 1-12
  lead+=' A4/4 C5/4 E5/6 D5/2 C5/6 A4/6 F4/4 G4/4 C5/4 E5/4 G5/4 D5/8 B4/4 G4/4'
  lead+=' A4/4 C5/4 E5/4 A5/4 G5/6 F5/6 E5/4 E5/6 D5/2 C5/4 E5/4 D5/12 B4/4'
  lead+=' r/64' # bars 21-24
  layer "$t/lead.wav" synlead $lead

  local kick='' snare='' hats='' crash=''
  for bar in $(seq 1 $bars); do
    if ((bar <= 4)); then kick+='k-------k-------'; snare+='----------------'; hats+='--h---h---h---h-'
    elif ((bar <= 20)); then kick+='k---k---k---k---'; snare+='----s-------s---'; hats+='hhohhhohhhohhhoh'
    elif ((bar <= 23)); then kick+='k---------------'; snare+='----------------'; hats+='----------------'
    else kick+='k---k---k---k---'; snare+='g-g-g-g-s-s-ssss'; hats+='----------------'
    fi
    case $bar in 1 | 5 | 13 | 21) crash+='c---------------' ;; *) crash+='----------------' ;; esac
  done
  drums "$t/kick.wav" "$kick"; drums "$t/snare.wav" "$snare"; drums "$t/hats.wav" "$hats"; drums "$t/crash.wav" "$crash"

  for f in pad bass arp lead kick snare hats crash; do check_len "$t/$f.wav" $bars; done

  stereo "$t/pad.wav" "$t/s-pad.wav" 0.67 0.67 chorus 0.7 0.9 55 0.4 0.25 2 -t reverb 60 40 100
  stereo "$t/bass.wav" "$t/s-bass.wav" 0.45 0.45
  stereo "$t/arp.wav" "$t/s-arp.wav" 0.75 0.45 echo 0.8 0.6 417 0.3 reverb 30
  stereo "$t/lead.wav" "$t/s-lead.wav" 0.65 0.72 echo 0.8 0.7 417 0.3 reverb 50 50 90
  stereo "$t/kick.wav" "$t/s-kick.wav" 0.4 0.4
  stereo "$t/snare.wav" "$t/s-snare.wav" 0.65 0.65 reverb 70 30 100 100 20
  stereo "$t/hats.wav" "$t/s-hats.wav" 0.36 0.54
  stereo "$t/crash.wav" "$t/s-crash.wav" 0.3 0.45
  master "$id" "Neon Title Run" $bars 7 "$t"/s-*.wav
}

# =====================================================================================================
# Track 3: "Steel Cage Strut" - driving hard rock, D, 140 BPM, 32 bars (54.9 s)
# =====================================================================================================
track_steel_cage_strut() {
  STEP=4725 # 44100 * 60 / 140 / 4
  local id=steel-cage-strut bars=32 t=$TMP/t3
  mkdir -p "$t"; make_drums

  local r1='D2/2 mute:D2/1 mute:D2/1 D2/2 mute:D2/1 mute:D2/1 F2/2 mute:D2/2 G2/2 F2/2'
  local r2='D2/2 mute:D2/1 mute:D2/1 D2/2 mute:D2/1 mute:D2/1 C3/2 mute:D2/2 A2/3 G2/1'
  local riff="$r1 $r2 $r1 $r2 $r1 $r2 $r1 $r2"
  e8() { rep 8 "$1/2"; }
  local verse="$(e8 D2) $(e8 D2) $(e8 C3) $(e8 C3) $(e8 G2) $(e8 G2) $(e8 A2) $(rep 4 A2/2) $(rep 4 mute:A2/2)"
  ch() { echo "$1/4 $1/4 $1/2 $1/2 $1/4"; }
  local chorus="$(ch G2) $(ch D2) $(ch A2) $(ch D2) $(ch G2) $(ch D2) $(ch A2) D2/16"
  local outro="$r1 $r2 $r1 $r2 F2/4 G2/4 A2/8 F2/4 G2/4 A2/8 C3/16 $(rep 4 A2/2) $(rep 8 mute:A2/1)"
  local gtr="$riff $verse $chorus $outro"
  layer "$t/gtrL.wav" gtr $gtr
  layer "$t/gtrR.wav" gtr2 $gtr

  local b1='D1/2 D1/2 D1/2 D1/2 D1/2 F1/2 G1/2 F1/2' b2='D1/2 D1/2 D1/2 D1/2 D1/2 C2/2 A1/3 G1/1'
  local bass="$b1 $b2 $b1 $b2 $b1 $b2 $b1 $b2"
  bass+=" $(e8 D1) $(e8 D1) $(e8 C2) $(e8 C2) $(e8 G1) $(e8 G1) $(e8 A1) $(e8 A1)"
  bass+=" $(e8 G1) $(e8 D1) $(e8 A1) $(e8 D1) $(e8 G1) $(e8 D1) $(e8 A1) $(e8 D1)"
  bass+=" $b1 $b2 $b1 $b2 F1/4 G1/4 A1/8 F1/4 G1/4 A1/8 $(e8 C2) $(e8 A1)"
  layer "$t/bass.wav" bass $bass

  local lead='r/64 r/64 r/64 r/64' # riff + verse (16 bars)
  lead+=' G4/2 B4/2 D5/4 E5/4 D5/4 F#5/8 E5/4 D5/4 E5/4 C#5/4 A4/4 E5/4 D5/12 r/4'
  lead+=' G5/4 F#5/2 E5/2 D5/4 B4/4 A4/4 D5/4 F#5/4 A5/4 G5/4 F#5/4 E5/4 C#5/4 D5/16'
  lead+=' r/64 r/64' # outro (8 bars)
  layer "$t/lead.wav" lead $lead

  local kick='' snare='' hats='' crash=''
  for bar in $(seq 1 $bars); do
    if ((bar <= 8 || (bar >= 25 && bar <= 28))); then kick+='k---k-k-k---k-k-'; snare+='----s-------s---'; hats+='h-h-h-h-h-h-h-h-'
    elif ((bar <= 16)); then kick+='k-k---k-k-k---k-'; snare+='----s-------s---'; hats+='o-h-o-h-o-h-o-h-'
    elif ((bar <= 24)); then kick+='k-----k-k-----k-'; snare+='----s-------s-g-'; hats+='o-o-o-o-o-o-o-o-'
    elif ((bar <= 30)); then kick+='k-------k-------'; snare+='----s-------s---'; hats+='h-h-h-h-h-h-h-h-'
    elif ((bar == 31)); then kick+='k---------------'; snare+='--------t-t-m-m-'; hats+='o---------------'
    else kick+='k---k---k---k---'; snare+='s-s-s-s-ssssssss'; hats+='----------------'
    fi
    case $bar in 1 | 9 | 17 | 25 | 29 | 31) crash+='c---------------' ;; *) crash+='----------------' ;; esac
  done
  drums "$t/kick.wav" "$kick"; drums "$t/snare.wav" "$snare"; drums "$t/hats.wav" "$hats"; drums "$t/crash.wav" "$crash"

  for f in gtrL gtrR bass lead kick snare hats crash; do check_len "$t/$f.wav" $bars; done

  stereo "$t/gtrL.wav" "$t/s-gtrL.wav" 0.6 0.09
  stereo "$t/gtrR.wav" "$t/s-gtrR.wav" 0.09 0.6
  stereo "$t/bass.wav" "$t/s-bass.wav" 0.4 0.4
  stereo "$t/lead.wav" "$t/s-lead.wav" 0.55 0.55 echo 0.8 0.7 321 0.25 reverb 40 50 80
  stereo "$t/kick.wav" "$t/s-kick.wav" 0.35 0.35
  stereo "$t/snare.wav" "$t/s-snare.wav" 0.6 0.6 reverb 35 50 60 100 10
  stereo "$t/hats.wav" "$t/s-hats.wav" 0.45 0.7
  stereo "$t/crash.wav" "$t/s-crash.wav" 0.44 0.28
  master "$id" "Steel Cage Strut" $bars 1.5 "$t"/s-*.wav
}

track_main_event_entrance
track_neon_title_run
track_steel_cage_strut
