#!/usr/bin/env bash
# Compiles every .ll file under the given directories (LLVM's own
# llvm/test/CodeGen/NVPTX tests, fetched separately: they are not part of
# this repository) at -O3 and then -O0, for the first sm_ of the file's RUN
# lines (sm_80 for anything below sm_75, which ptxas 13 no longer takes;
# sm_90 without one; sm_101 is assembled as sm_110, its CUDA 13 name),
# checks the PTX with `ptxas -c`, and prints one line
# per file and level: name, level, arch, class, message. Classes: ok,
# unsupported (a located `unsupported:` error), error, PANIC, timeout,
# ptxas-rejected. A summary by class follows.
#
#   bash bench/scripts/llvm_tests_sweep.sh DIR... > sweep.tsv
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/.tools/env.sh" >/dev/null 2>&1
W=${WARPSAT:-$ROOT/target/release/warpsat}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for dir in "$@"; do
  for f in "$dir"/*.ll; do
    n=$(basename "$f" .ll)
    arch=$(grep -m1 -oE "mcpu=sm_[0-9]+[af]?" "$f" | sed 's/mcpu=//')
    arch=${arch:-sm_90}
    num=$(echo "$arch" | grep -oE "[0-9]+")
    [ "$num" -lt 75 ] && arch=sm_80
    for opt in O3 O0; do
      out=$TMP/out.ptx; err=$TMP/err
      rm -f "$out"
      timeout 60 "$W" "$f" -$opt --arch "$arch" -o "$out" >/dev/null 2>"$err"
      rc=$?
      if [ $rc -eq 124 ]; then cls=timeout; msg=""
      elif [ $rc -eq 101 ] || grep -q panicked "$err"; then cls=PANIC; msg=$(head -c 300 "$err" | tr '\n\t' '  ')
      elif [ $rc -ne 0 ]; then
        if grep -q 'unsupported:' "$err"; then cls=unsupported; msg=$(grep -m1 'unsupported:' "$err")
        else cls=error; msg=$(head -2 "$err" | tr '\n\t' '  '); fi
      elif "$WARPSAT_PTXAS" -arch="${arch/sm_101/sm_110}" -c "$out" -o "$TMP/x.cubin" >"$TMP/px" 2>&1; then cls=ok; msg=""
      else cls=ptxas-rejected; msg=$(grep -m1 -i error "$TMP/px" || head -1 "$TMP/px"); fi
      printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$opt" "$arch" "$cls" "$msg"
      [ "$cls" = ok ] || break
    done
  done
done | tee "$TMP/all"
echo "-- -O3 by class:" >&2
awk -F'\t' '$2=="O3"{print $4}' "$TMP/all" | sort | uniq -c >&2
