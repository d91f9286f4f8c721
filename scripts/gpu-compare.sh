#!/usr/bin/env bash
# gpu-compare.sh -- warpsat against libNVVM 13.0 and llc-16, measured on a
# real GPU (`warpsat compare --gpu`).
#
# The GPU machine needs no Rust, cargo, network, libNVVM or llc-16: only
# this checkout, a prebuilt target/release/warpsat, the corpus and the peer
# compilers' PTX, saved beforehand on a machine that has those tools.
#
#   1. Where the tools are (scripts/setup-tools.sh has run):
#        bash scripts/gpu-compare.sh prepare
#      builds target/release/warpsat and writes every compiler's PTX of the
#      corpus to gpu-ptx/<arch>/<file>.<compiler>.ptx (warpsat compare
#      --save-ptx). Copy the checkout with target/release/warpsat and
#      gpu-ptx/ (and ../shared/corpus beside it) to the GPU machine.
#   2. On the GPU machine (NVIDIA driver; the CUDA toolkit's ptxas and
#      cuobjdump on PATH or under /usr/local/cuda are used when present):
#        OUT=/path/to/report bash scripts/gpu-compare.sh
#      prints the GPU's name and driver version, runs the corpus at -O3
#      on the GPU (outputs checked against the nvvm interpreter, launches
#      timed with CUDA events) with libNVVM's, llc's and opt+llc's PTX read
#      from gpu-ptx/, and writes compare.md, compare.csv,
#      registers_<arch>.svg, runtime_<arch>.svg, compare.log and gpu.txt
#      into $OUT. About 2 minutes on an H100 at the default scale.
#
# Settings (environment): OUT (report folder; required for `run`),
# PTX_DIR (gpu-ptx), CORPUS (../shared/corpus/nvvm), ARCH (sm_90),
# LEVELS (3: warpsat's -O levels, comma-separated), SCALE (4096: each
# harness spec grown as its `scale` line allows), GPU_RUNS (30 timed
# launches per kernel and compiler), JOBS (the number of processors),
# WARPSAT (target/release/warpsat), LIMIT_S (330: the comparison is
# stopped after that many seconds).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=${1:-run}
PTX_DIR=${PTX_DIR:-gpu-ptx}
CORPUS=${CORPUS:-../shared/corpus/nvvm}
ARCH=${ARCH:-sm_90}
LEVELS=${LEVELS:-3}
SCALE=${SCALE:-4096}
GPU_RUNS=${GPU_RUNS:-30}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
WARPSAT=${WARPSAT:-target/release/warpsat}
LIMIT_S=${LIMIT_S:-330}

case "$mode" in
prepare)
    set -e
    cargo build --release -p driver
    rm -rf "$PTX_DIR"
    "$WARPSAT" compare --arch "$ARCH" --levels "$LEVELS" --runs 1 --no-run \
        --jobs "$JOBS" --save-ptx "$PTX_DIR" --out "$PTX_DIR/report-here" "$CORPUS"
    echo "gpu-compare: PTX of every compiler in $PTX_DIR/$ARCH ($(ls "$PTX_DIR/$ARCH" | wc -l) files)"
    exit 0
    ;;
run) ;;
*)
    echo "usage: bash scripts/gpu-compare.sh [prepare|run]" >&2
    exit 2
    ;;
esac

if [ -z "${OUT:-}" ]; then
    echo "gpu-compare: set OUT to the folder for the report" >&2
    exit 2
fi
mkdir -p "$OUT"
for need in "$WARPSAT" "$PTX_DIR/$ARCH" "$CORPUS"; do
    if [ ! -e "$need" ]; then
        echo "gpu-compare: $need is missing (see the top of this script)" >&2
        exit 2
    fi
done

# The GPU and its driver.
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    if command -v nvidia-smi >/dev/null; then
        nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
    else
        echo "nvidia-smi: not found"
    fi
} 2>&1 | tee "$OUT/gpu.txt"

# ptxas/cuobjdump/nvdisasm of the CUDA toolkit, when the machine has one:
# the registers, spills, SASS and occupancy columns (else n/a).
find_tool() {
    command -v "$1" 2>/dev/null ||
        { [ -x "/usr/local/cuda/bin/$1" ] && echo "/usr/local/cuda/bin/$1"; } ||
        true
}
ptxas=$(find_tool ptxas)
cuobjdump=$(find_tool cuobjdump)
nvdisasm=$(find_tool nvdisasm)
[ -n "$ptxas" ] && export WARPSAT_PTXAS="$ptxas"
[ -n "$cuobjdump" ] && export WARPSAT_CUOBJDUMP="$cuobjdump"
[ -n "$nvdisasm" ] && export WARPSAT_NVDISASM_DIR="$(dirname "$nvdisasm")"
echo "gpu-compare: ptxas ${ptxas:-not found}; cuobjdump ${cuobjdump:-not found}" | tee -a "$OUT/gpu.txt"

# One kernel first: a quick sign that the driver, the JIT and the check work.
"$WARPSAT" run "$CORPUS/saxpy.ll" --spec tests/harness/saxpy.spec --gpu -O3 2>&1 | tee "$OUT/run-saxpy.txt"

start=$(date +%s)
timeout "$LIMIT_S" "$WARPSAT" compare --gpu --arch "$ARCH" --levels "$LEVELS" --runs 1 \
    --scale "$SCALE" --gpu-runs "$GPU_RUNS" --jobs "$JOBS" --ptx-dir "$PTX_DIR" \
    --out "$OUT" "$CORPUS" 2>&1 | tee "$OUT/compare.log"
status=${PIPESTATUS[0]}
echo "gpu-compare: compare exited $status after $(($(date +%s) - start))s; report in $OUT" | tee -a "$OUT/compare.log"
exit "$status"
