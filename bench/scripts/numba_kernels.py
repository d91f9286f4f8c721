"""Captures the NVVM IR modules Numba hands to libNVVM for eight typical
kernels, written the way Numba's documentation writes them, into
tests/numba/NAME.ll (and Numba's own PTX, from libNVVM, into NAME.numba.ptx
beside it when OUT is given). No GPU is needed: `cuda.compile_ptx` only
runs libNVVM.

    python3 -m venv /tmp/nbv
    /tmp/nbv/bin/pip install numba numba-cuda "nvidia-cuda-runtime>=13,<14" \
        "nvidia-cuda-nvrtc>=13,<14" "nvidia-nvvm>=13,<14"
    /tmp/nbv/bin/python bench/scripts/numba_kernels.py tests/numba [OUT]

Numba passes one text module per kernel and libdevice, lazily
(nvvmLazyAddModuleToProgram); only the text module is kept.
"""
import math
import os
import sys

from numba import cuda, float32, int32
from numba.cuda.cudadrv import nvvm

captured = []
_add = nvvm.CompilationUnit.add_module


def _capture(self, buf):
    captured.append(buf)
    return _add(self, buf)


nvvm.CompilationUnit.add_module = _capture


def saxpy(out, a, x, y):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


def stencil5(out, x):
    i = cuda.grid(1)
    if i >= 2 and i < x.size - 2:
        out[i] = (0.1 * x[i - 2] + 0.2 * x[i - 1] + 0.4 * x[i]
                  + 0.2 * x[i + 1] + 0.1 * x[i + 2])


def block_sum(out, x):
    buf = cuda.shared.array(128, dtype=float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    s = 64
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        out[cuda.blockIdx.x] = buf[0]


def histogram(bins, x):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(bins, x[i] & 63, 1)


TILE = 16


def matmul_tiled(c, a, b):
    sa = cuda.shared.array((TILE, TILE), dtype=float32)
    sb = cuda.shared.array((TILE, TILE), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    n = a.shape[1]
    acc = float32(0.0)
    for k0 in range(0, n, TILE):
        sa[ty, tx] = a[row, k0 + tx] if row < a.shape[0] and k0 + tx < n else 0.0
        sb[ty, tx] = b[k0 + ty, col] if k0 + ty < n and col < b.shape[1] else 0.0
        cuda.syncthreads()
        for k in range(TILE):
            acc += sa[ty, k] * sb[k, tx]
        cuda.syncthreads()
    if row < c.shape[0] and col < c.shape[1]:
        c[row, col] = acc


def math_funcs(out, x):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = math.exp(v) * math.sin(v) + math.sqrt(abs(v)) + math.log1p(abs(v))


def warp_sum(out, x):
    i = cuda.grid(1)
    v = x[i] if i < x.size else 0.0
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
        off //= 2
    if cuda.laneid == 0:
        out[i // 32] = v


def local_sort(out, x):
    i = cuda.grid(1)
    a = cuda.local.array(8, float32)
    for k in range(8):
        a[k] = x[(i + k) % x.size]
    for p in range(8):
        for q in range(7 - p):
            if a[q] > a[q + 1]:
                t = a[q]
                a[q] = a[q + 1]
                a[q + 1] = t
    out[i] = a[3]


KERNELS = [
    (saxpy, (float32[:], float32, float32[:], float32[:])),
    (stencil5, (float32[:], float32[:])),
    (block_sum, (float32[:], float32[:])),
    (histogram, (int32[:], int32[:])),
    (matmul_tiled, (float32[:, :], float32[:, :], float32[:, :])),
    (math_funcs, (float32[:], float32[:])),
    (warp_sum, (float32[:], float32[:])),
    (local_sort, (float32[:], float32[:])),
]


def main():
    dest = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else None
    os.makedirs(dest, exist_ok=True)
    for fn, sig in KERNELS:
        captured.clear()
        ptx, _ = cuda.compile_ptx(fn, sig, cc=(8, 0))
        text = [b for b in captured if isinstance(b, (bytes, bytearray)) and not b.startswith(b"BC")]
        assert len(text) == 1, (fn.__name__, len(text))
        with open(os.path.join(dest, fn.__name__ + ".ll"), "wb") as f:
            f.write(text[0])
        if out:
            os.makedirs(out, exist_ok=True)
            with open(os.path.join(out, fn.__name__ + ".numba.ptx"), "w") as f:
                f.write(ptx)
        print(fn.__name__, len(text[0]), "bytes of NVVM IR")


main()
