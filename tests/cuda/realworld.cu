// Kernels written the way real CUDA projects write them, one per construct
// that issue 21 lists (by-value structs, local arrays and aggregates,
// indirect and virtual calls, the fp16 header's inline asm, address
// arithmetic in global initializers, local pointers passed as generic ones,
// a large parameter list, warp intrinsics). Compiled with NVIDIA's real
// headers into both IR forms by ../shared/tools/cu2nvvm.py (see
// tests/cuda/README.md); driver/tests/cuda_realworld.rs runs them.
#include <cuda_fp16.h>

struct Params {
    float scale;
    float bias;
    int n;
    const float *src;
};

// By value: read in place from the parameter space.
__global__ void byval_struct(Params p, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) out[i] = p.scale * p.src[i] + p.bias;
}

// A local array indexed by loop counters of constant trip count.
__global__ void local_array_loop(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float a[8];
    for (int k = 0; k < 8; ++k) a[k] = in[i] * (k + 1);
    float s = 0.0f;
    for (int k = 0; k < 8; ++k) s += a[k] * a[7 - k];
    out[i] = s;
}

struct Pt {
    float x, y;
};

__device__ Pt mid(Pt a, Pt b) { return Pt{0.5f * (a.x + b.x), 0.5f * (a.y + b.y)}; }

// Small aggregates and an array of them kept in locals by the front end.
__global__ void small_aggregates(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    Pt ps[4];
    for (int k = 0; k < 4; ++k) ps[k] = Pt{in[i] + k, in[i] - k};
    Pt m = mid(mid(ps[0], ps[1]), mid(ps[2], ps[3]));
    out[i] = m.x * m.y;
}

__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }
__device__ float (*const ops[2])(float) = {twice, square};

// Calls through a table of function pointers.
__global__ void function_table(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = ops[i & 1](in[i]);
}

struct Shape {
    __device__ virtual float area(float r) const = 0;
};
struct Disc : Shape {
    __device__ float area(float r) const override { return 3.14159265f * r * r; }
};
struct Square : Shape {
    __device__ float area(float r) const override { return r * r; }
};

// A virtual call on objects the thread constructs.
__global__ void virtual_call(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    Disc d;
    Square s;
    const Shape *sh = (i & 1) ? static_cast<const Shape *>(&d) : static_cast<const Shape *>(&s);
    out[i] = sh->area(in[i]);
}

// The fp16 header's functions, whose inline asm declares registers in
// nested scopes (hlog2, hexp2).
__global__ void half_math(const __half *in, __half *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half x = __habs(in[i]);
    __half y = __hadd(hlog2(__hadd(x, __float2half(1.0f))), hexp2(__hmul(x, __float2half(0.25f))));
    out[i] = y;
}

__device__ int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__device__ int *cursor = table + 2;

// Address arithmetic in a global initializer.
__global__ void global_init_arith(int *out) {
    int i = threadIdx.x;
    out[i] = cursor[i & 3] + table[i & 7];
}

__device__ __noinline__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }

// A local array's address passed where the callee takes a generic pointer.
__global__ void local_to_generic(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float t[3] = {in[i], 2.0f * in[i], 3.0f};
    out[i] = sum3(t);
}

struct Big {
    float v[1200];
};

// A parameter space over 4,352 bytes (PTX 8.1 or later).
__global__ void big_params(Big b, float *out) {
    int i = threadIdx.x;
    out[i] = b.v[i] + b.v[1199 - i];
}

// Warp intrinsics.
__global__ void warp_ops(const float *in, float *out, unsigned *votes) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    unsigned b = __ballot_sync(0xffffffffu, in[i] > 0.0f);
    if ((threadIdx.x & 31) == 0) {
        out[i / 32] = v;
        votes[i / 32] = b;
    }
}
