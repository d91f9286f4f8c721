#!/usr/bin/env bash
# This session's new lowerings on the GPU, against the nvvm interpreter
# (warpsat run --gpu compiles the IR for the device and checks every
# output buffer against the interpreter's).
set -u
W=target/release/warpsat
D=bench/results/newops-2026-11-28
nvidia-smi --query-gpu=name,driver_version --format=csv 2>&1 | tail -1
run() { # name ll spec
  for O in 0 3; do
    echo "== $1 -O$O"; $W run "$2" --spec "$3" --gpu -O$O 2>&1 | tail -3
  done
}
run subword_atomics tests/run/subword_atomics.ll $D/subword_atomics.spec
run dot_product tests/run/dot_product.ll $D/dot_product.spec
run shared_cluster tests/run/shared_cluster.ll $D/shared_cluster.spec
run minimum_f64 $D/minimum_f64.ll $D/minimum_f64.spec
run int_to_bf16 $D/int_to_bf16.ll $D/int_to_bf16.spec
run reduce16 $D/reduce16.ll $D/reduce16.spec
run fp8 tests/run/fp8.ll $D/fp8.spec
# The same kernel compiled for sm_89 (PTX 8.1), JIT-compiled by the driver.
echo "== fp8 --arch sm_89 -O3"; $W run tests/run/fp8.ll --spec $D/fp8.spec --gpu -O3 --arch sm_89 2>&1 | tail -2
for s in 1 2 3; do
  sed "s/^arg i32\[128\] random.*/seed $s\n&/" $D/fp8.spec > /tmp/fp8-$s.spec
  echo "== fp8 seed $s"; $W run tests/run/fp8.ll --spec /tmp/fp8-$s.spec --gpu -O3 2>&1 | tail -1
done
echo "== int_to_bf16 --arch sm_80 -O3"; $W run $D/int_to_bf16.ll --spec $D/int_to_bf16.spec --gpu -O3 --arch sm_80 2>&1 | tail -1
