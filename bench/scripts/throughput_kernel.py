#!/usr/bin/env python3
"""A straight-line throughput kernel: CHAINS independent FMA chains of
LENGTH steps each (the microbenchmark shape of issue 21 item 2).

usage: python3 bench/scripts/throughput_kernel.py CHAINS LENGTH > k.ll
       /usr/bin/time -f '%es %MKB' target/release/warpsat k.ll -O3 -o k.ptx
"""
import sys

chains, length = int(sys.argv[1]), int(sys.argv[2])
out = [
    'target triple = "nvptx64-nvidia-cuda"',
    "define void @k(ptr addrspace(1) %out, float %a, float %b) {",
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "  %tf = sitofp i32 %t to float",
]
for c in range(chains):
    out.append("  %%c%d_0 = fadd float %%tf, %.1f" % (c, c + 1.0))
for i in range(1, length + 1):
    for c in range(chains):
        out.append("  %%c%d_%d = call float @llvm.fma.f32(float %%c%d_%d, float %%a, float %%b)"
                   % (c, i, c, i - 1))
prev = "%%c0_%d" % length
for c in range(1, chains):
    out.append("  %%s%d = fadd float %s, %%c%d_%d" % (c, prev, c, length))
    prev = "%%s%d" % c
out += [
    "  %p = getelementptr float, ptr addrspace(1) %out, i32 %t",
    "  store float %s, ptr addrspace(1) %%p" % prev,
    "  ret void",
    "}",
    "declare float @llvm.fma.f32(float, float, float)",
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "!nvvm.annotations = !{!0}",
    '!0 = !{ptr @k, !"kernel", i32 1}',
]
print("\n".join(out))
