"""Compiles Triton's tutorial kernels (vector add and matmul) to LLVM IR and
PTX without a GPU, for warpsat's Triton-shaped tests and benchmarks
(bench/results/triton-matmul-2026-11-27).

The two kernel bodies are Triton's own tutorial kernels (triton-lang/triton,
python/tutorials/01-vector-add.py and 03-matrix-multiplication.py, MIT
license), reproduced as benchmark inputs, like the corpus kernels.

    pip install triton
    TRITON_PTXAS_PATH=$WARPSAT_PTXAS python3 triton_matmul.py [CC] [OUT_DIR]

CC is the compute capability (80), OUT_DIR gets NAME.llir (what warpsat
reads), NAME.ptx (Triton's own PTX) and NAME.ttgir for add and matmul.
"""
import triton, triton.language as tl, sys, os
from triton.backends.compiler import GPUTarget

@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
        stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
        GROUP_SIZE_M: tl.constexpr, ACTIVATION: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        accumulator = tl.where(accumulator >= 0, accumulator, 0.01 * accumulator)
    c = accumulator.to(tl.float16)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)

@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)

cc = int(sys.argv[1]) if len(sys.argv) > 1 else 80
out = sys.argv[2] if len(sys.argv) > 2 else '/tmp/tri/out'
os.makedirs(out, exist_ok=True)
tgt = GPUTarget("cuda", cc, 32)
jobs = [
  ("matmul", matmul_kernel, {"a_ptr":"*fp16","b_ptr":"*fp16","c_ptr":"*fp16","M":"i32","N":"i32","K":"i32",
     "stride_am":"i32","stride_ak":"i32","stride_bk":"i32","stride_bn":"i32","stride_cm":"i32","stride_cn":"i32",
     "BLOCK_SIZE_M":"constexpr","BLOCK_SIZE_N":"constexpr","BLOCK_SIZE_K":"constexpr","GROUP_SIZE_M":"constexpr","ACTIVATION":"constexpr"},
     {"BLOCK_SIZE_M":128,"BLOCK_SIZE_N":256,"BLOCK_SIZE_K":64,"GROUP_SIZE_M":8,"ACTIVATION":""}, dict(num_warps=8, num_stages=3)),
  ("add", add_kernel, {"x_ptr":"*fp32","y_ptr":"*fp32","output_ptr":"*fp32","n_elements":"i32","BLOCK_SIZE":"constexpr"},
     {"BLOCK_SIZE":1024}, dict(num_warps=4)),
]
for name, fn, sig, cst, opts in jobs:
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=cst)
    k = triton.compile(src, target=tgt, options=opts)
    for ext in ("llir", "ptx", "ttgir"):
        open(f"{out}/{name}.{ext}", "w").write(k.asm[ext])
    print(name, k.metadata.num_warps, getattr(k.metadata, "shared", None))
