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
