#!/usr/bin/env bash
# The exact frem and the i128 division on the GPU, against the nvvm
# interpreter (warpsat run --gpu checks every output).
set -u
W=target/release/warpsat
nvidia-smi --query-gpu=name,driver_version --format=csv 2>&1 | tail -1
for O in 0 3; do
  for s in rem32 rem64; do
    echo "== frem $s -O$O"; $W run bench/results/loadhoist-gpu-2026-11-28/newops/frem.ll --spec bench/results/loadhoist-gpu-2026-11-28/newops/$s.spec --gpu -O$O 2>&1 | tail -4
  done
  echo "== div128 -O$O"; $W run bench/results/loadhoist-gpu-2026-11-28/newops/div128.ll --spec bench/results/loadhoist-gpu-2026-11-28/newops/div128.spec --gpu -O$O 2>&1 | tail -4
done
