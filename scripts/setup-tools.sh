#!/usr/bin/env bash
# setup-tools.sh -- install the external tools warpsat's tests compare against.
#
#   bash scripts/setup-tools.sh           install what is missing, write .tools/env.sh
#   bash scripts/setup-tools.sh --check   only report what is present or missing
#
# What and why:
#   llc-16, opt-16, clang-16, llvm-dis-16  Debian packages llvm-16 and clang-16; LLVM's NVPTX
#                             backend is the baseline warpsat's PTX is measured against.
#   ptxas 13.0                assembles PTX to SASS; the judge of whether our PTX is
#                             valid and the source of register/spill counts.
#   libNVVM 13.0 + libdevice  NVIDIA's own NVVM IR compiler; checks that the NVVM IR
#                             warpsat exports is accepted.
#   cuobjdump, nvdisasm       dump SASS from a cubin (cuobjdump runs nvdisasm, which
#                             must be on PATH: prepend $WARPSAT_NVDISASM_DIR).
#
# The NVIDIA pieces come as Python wheels. They are only downloaded and unpacked
# under .tools/ (git-ignored), never pip-installed, so nothing outside the repo
# changes except the Debian packages. Every step is skipped when already done,
# so running this again is cheap.
set -euo pipefail

CHECK_ONLY=0
case "${1:-}" in
  "") ;;
  --check) CHECK_ONLY=1 ;;
  -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "setup-tools.sh: unknown argument '$1' (use --check or nothing)" >&2; exit 2 ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOLS=$ROOT/.tools
WHEELS=$TOOLS/wheels
NV=$TOOLS/nvidia

die() { echo "setup-tools.sh: error: $*" >&2; exit 1; }

# Pinned wheels: "requirement:directory under .tools/nvidia". Each wheel gets its
# own directory because several of them share the nvidia/cu13/ prefix inside.
NV_WHEELS=(
  "nvidia-cuda-nvcc==13.0.88:cuda-nvcc"            # ptxas 13.0
  "nvidia-nvvm==13.0.88:nvvm"                      # libnvvm.so.4 (libNVVM 13.0), libdevice
  "nvidia-cuda-cuobjdump==13.5.37:cuda-cuobjdump"  # cuobjdump
  "nvidia-cuda-nvdisasm==13.5.37:cuda-nvdisasm"    # nvdisasm (cuobjdump -sass needs it)
)

# Where each tool lands once its wheel is unpacked (the layout inside the wheels).
PTXAS=$NV/cuda-nvcc/nvidia/cu13/bin/ptxas
LIBNVVM=$NV/nvvm/nvidia/cu13/lib/libnvvm.so.4
LIBDEVICE=$NV/nvvm/nvidia/cu13/nvvm/libdevice/libdevice.10.bc
CUOBJDUMP=$NV/cuda-cuobjdump/nvidia/cu13/bin/cuobjdump
NVDISASM_DIR=$NV/cuda-nvdisasm/nvidia/cu13/bin

# ---- 1. Debian packages (needs root; sudo only when we are not root) ----------
debian_missing() {
  command -v llc-16 >/dev/null 2>&1 && command -v opt-16 >/dev/null 2>&1 \
    && command -v clang-16 >/dev/null 2>&1 && return 1
  return 0
}

install_debian() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 \
      || die "llc-16/opt-16/clang-16 missing and not root (no sudo): install llvm-16 clang-16 by hand"
    sudo=sudo
  fi
  echo "== apt-get install llvm-16 clang-16"
  $sudo apt-get update || die "apt-get update failed"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y llvm-16 clang-16 \
    || die "apt-get install llvm-16 clang-16 failed"
}

# ---- 2. NVIDIA wheels: download, unpack, restore executable bits --------------
install_wheel() {
  local req=$1 dir=$NV/$2
  local stamp=$dir/.unpacked-${req##*==}
  # The stamp is written last, so a half-unpacked directory is redone.
  [ -f "$stamp" ] && return 0

  local name=${req%%==*} ver=${req##*==}
  local stem
  stem=$(echo "$name" | tr '-' '_')-$ver
  mkdir -p "$WHEELS"
  if ! compgen -G "$WHEELS/$stem-*.whl" >/dev/null; then
    echo "== pip download $req"
    python3 -m pip download --quiet --no-deps -d "$WHEELS" "$req" \
      || die "could not download $req"
  fi
  local whl
  whl=$(compgen -G "$WHEELS/$stem-*.whl" | head -n 1) \
    || die "no wheel for $req in $WHEELS after download"

  echo "== unpack $(basename "$whl")"
  rm -rf "$dir"
  mkdir -p "$dir"
  python3 -m zipfile -e "$whl" "$dir" || die "could not unpack $whl"
  # Zip extraction drops the executable bit; put it back on binaries and .so files.
  find "$dir" -type f \( -path '*/bin/*' -o -name '*.so' -o -name '*.so.*' \) \
    -exec chmod +x {} +
  touch "$stamp"
}

# ---- 3. report: one line per tool with its version ----------------------------
MISSING=0
report() {  # report NAME PATH VERSION-COMMAND...
  local name=$1 path=$2; shift 2
  if [ -z "$path" ] || [ ! -e "$path" ]; then
    printf '  %-10s MISSING %s\n' "$name" "${path:-(not on PATH)}"
    MISSING=1
    return 0
  fi
  local ver
  if ! ver=$("$@" 2>&1 | grep -v '^\s*$' | tail -n 1); then ver="(version check failed)"; MISSING=1; fi
  printf '  %-10s %s  [%s]\n' "$name" "$path" "$ver"
}

report_all() {
  local llc opt clang
  llc=$(command -v llc-16 || true)
  opt=$(command -v opt-16 || true)
  clang=$(command -v clang-16 || true)
  echo "warpsat tools:"
  report llc-16 "$llc" sh -c '"$0" --version | grep -i "llvm version" | sed "s/^ *//"' "$llc"
  report opt-16 "$opt" sh -c '"$0" --version | grep -i "llvm version" | sed "s/^ *//"' "$opt"
  report clang-16 "$clang" sh -c '"$0" --version | head -n 1' "$clang"
  report ptxas "$PTXAS" sh -c '"$0" --version | grep -i release' "$PTXAS"
  report libnvvm "$LIBNVVM" python3 "$ROOT/scripts/nvvm-compile.py" --lib "$LIBNVVM" --version
  report libdevice "$LIBDEVICE" sh -c 'echo "$(wc -c <"$0") bytes"' "$LIBDEVICE"
  report cuobjdump "$CUOBJDUMP" sh -c '"$0" --version | grep -i release' "$CUOBJDUMP"
  report nvdisasm "$NVDISASM_DIR/nvdisasm" sh -c '"$0" --version | grep -i release' "$NVDISASM_DIR/nvdisasm"
}

if [ "$CHECK_ONLY" -eq 1 ]; then
  report_all
  [ -f "$TOOLS/env.sh" ] && echo "  env.sh     $TOOLS/env.sh" || { echo "  env.sh     MISSING $TOOLS/env.sh"; MISSING=1; }
  [ "$MISSING" -eq 0 ] || { echo "setup-tools.sh: some tools are missing; run bash scripts/setup-tools.sh" >&2; exit 1; }
  exit 0
fi

if debian_missing; then
  install_debian
  if debian_missing; then die "llc-16/opt-16/clang-16 still not on PATH after apt-get install"; fi
fi

command -v python3 >/dev/null 2>&1 || die "python3 is needed to download and unpack the NVIDIA wheels"
for spec in "${NV_WHEELS[@]}"; do
  install_wheel "${spec%%:*}" "${spec##*:}"
done

# ---- 4. env.sh: absolute paths, sourced by .ci/run and by developers ----------
cat > "$TOOLS/env.sh" <<ENV
# Written by scripts/setup-tools.sh; source it: . .tools/env.sh
export WARPSAT_PTXAS='$PTXAS'
export WARPSAT_LIBNVVM='$LIBNVVM'
export WARPSAT_LIBDEVICE='$LIBDEVICE'
export WARPSAT_LLC='$(command -v llc-16)'
export WARPSAT_OPT='$(command -v opt-16)'
export WARPSAT_LLVM_DIS='$(command -v llvm-dis-16)'
export WARPSAT_CUOBJDUMP='$CUOBJDUMP'
export WARPSAT_NVDISASM_DIR='$NVDISASM_DIR'
ENV

report_all
[ "$MISSING" -eq 0 ] || die "some tools are missing or do not run (see above)"
echo "wrote $TOOLS/env.sh"
