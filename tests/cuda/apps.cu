// Kernels as applications write them, each a pattern that changed what
// warpsat makes of it (see tests/cuda/README.md): a BVH traversal copying
// a node struct out of global memory and testing its box in a loop over
// the axes; cuComplex's double division (`1.0 / s`); a radix-2 FFT
// butterfly on float2; hand-vectorized float4 code with a scalar tail;
// and, around them, hashing, image, sparse and bit-twiddling kernels
// (open-addressing insert, Sobel with clamped borders, CSR SpMV with a
// warp per row, CRC-32, SHA-256 rounds, a character-class state machine).
#include <cuda_runtime.h>
#include <cuComplex.h>

struct Ray { float ox, oy, oz, dx, dy, dz; };
struct Node { float lo[3], hi[3]; int left, right; };
__device__ bool hit_box(const Node& n, const Ray& r, float tmax) {
  float t0 = 0.f, t1 = tmax;
  const float o[3] = {r.ox, r.oy, r.oz}, d[3] = {r.dx, r.dy, r.dz};
  for (int a = 0; a < 3; ++a) {
    float inv = 1.f / d[a];
    float ta = (n.lo[a] - o[a]) * inv, tb = (n.hi[a] - o[a]) * inv;
    if (inv < 0.f) { float t = ta; ta = tb; tb = t; }
    t0 = fmaxf(t0, ta); t1 = fminf(t1, tb);
    if (t1 < t0) return false;
  }
  return true;
}

extern "C" __global__ void bvh_traverse(const Node* nodes, const Ray* rays, int* hits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Ray r = rays[i];
  int stack[32], sp = 0, count = 0;
  stack[sp++] = 0;
  while (sp > 0) {
    int ni = stack[--sp];
    Node nd = nodes[ni];
    if (!hit_box(nd, r, 1e30f)) continue;
    if (nd.left < 0) { count++; continue; }
    if (sp < 30) { stack[sp++] = nd.left; stack[sp++] = nd.right; }
  }
  hits[i] = count;
}

extern "C" __global__ void spmv_csr_warp(const int* rowptr, const int* cols, const float* vals,
                                         const float* x, float* y, int rows) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (warp >= rows) return;
  float s = 0.f;
  for (int j = rowptr[warp] + lane; j < rowptr[warp + 1]; j += 32) s += vals[j] * __ldg(&x[cols[j]]);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
  if (lane == 0) y[warp] = s;
}

extern "C" __global__ void hash_insert(unsigned* keys, unsigned* vals, const unsigned* in, int n, unsigned cap) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = in[i];
  unsigned h = (k * 2654435761u) & (cap - 1);
  while (true) {
    unsigned prev = atomicCAS(&keys[h], 0xffffffffu, k);
    if (prev == 0xffffffffu || prev == k) { atomicAdd(&vals[h], 1u); return; }
    h = (h + 1) & (cap - 1);
  }
}

extern "C" __global__ void sobel_clamp(const unsigned char* img, unsigned char* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  auto at = [&](int xx, int yy) {
    xx = min(max(xx, 0), w - 1); yy = min(max(yy, 0), h - 1);
    return (int)img[yy * w + xx];
  };
  int gx = -at(x-1,y-1) - 2*at(x-1,y) - at(x-1,y+1) + at(x+1,y-1) + 2*at(x+1,y) + at(x+1,y+1);
  int gy = -at(x-1,y-1) - 2*at(x,y-1) - at(x+1,y-1) + at(x-1,y+1) + 2*at(x,y+1) + at(x+1,y+1);
  float m = sqrtf((float)(gx*gx + gy*gy));
  out[y * w + x] = (unsigned char)fminf(m, 255.f);
}

extern "C" __global__ void vec4_copy_tail(const float* in, float* out, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (i + 3 < n) {
    float4 v = reinterpret_cast<const float4*>(in)[i / 4];
    v.x *= 2; v.y *= 2; v.z *= 2; v.w *= 2;
    reinterpret_cast<float4*>(out)[i / 4] = v;
  } else {
    for (; i < n; ++i) out[i] = in[i] * 2;
  }
}

extern "C" __global__ void state_machine(const unsigned char* s, int* counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int st = 0, words = 0, nums = 0;
  for (int k = 0; k < 64; ++k) {
    unsigned char c = s[i * 64 + k];
    switch (st) {
      case 0: if (c >= 'a' && c <= 'z') st = 1; else if (c >= '0' && c <= '9') st = 2; break;
      case 1: if (c == ' ') { words++; st = 0; } else if (c >= '0' && c <= '9') st = 3; break;
      case 2: if (c == ' ') { nums++; st = 0; } break;
      case 3: if (c == ' ') st = 0; break;
    }
  }
  counts[2 * i] = words; counts[2 * i + 1] = nums;
}

__constant__ unsigned K256[64] = {
0x428a2f98,0x71374491,0xb5c0fbcf,0xe9b5dba5,0x3956c25b,0x59f111f1,0x923f82a4,0xab1c5ed5,
0xd807aa98,0x12835b01,0x243185be,0x550c7dc3,0x72be5d74,0x80deb1fe,0x9bdc06a7,0xc19bf174,
0xe49b69c1,0xefbe4786,0x0fc19dc6,0x240ca1cc,0x2de92c6f,0x4a7484aa,0x5cb0a9dc,0x76f988da,
0x983e5152,0xa831c66d,0xb00327c8,0xbf597fc7,0xc6e00bf3,0xd5a79147,0x06ca6351,0x14292967,
0x27b70a85,0x2e1b2138,0x4d2c6dfc,0x53380d13,0x650a7354,0x766a0abb,0x81c2c92e,0x92722c85,
0xa2bfe8a1,0xa81a664b,0xc24b8b70,0xc76c51a3,0xd192e819,0xd6990624,0xf40e3585,0x106aa070,
0x19a4c116,0x1e376c08,0x2748774c,0x34b0bcb5,0x391c0cb3,0x4ed8aa4a,0x5b9cca4f,0x682e6ff3,
0x748f82ee,0x78a5636f,0x84c87814,0x8cc70208,0x90befffa,0xa4506ceb,0xbef9a3f7,0xc67178f2};
__device__ __forceinline__ unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

extern "C" __global__ void sha256_block(const unsigned* msg, unsigned* digest, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned w[64];
  #pragma unroll
  for (int t = 0; t < 16; ++t) w[t] = msg[i * 16 + t];
  #pragma unroll
  for (int t = 16; t < 64; ++t) {
    unsigned s0 = rotr(w[t-15], 7) ^ rotr(w[t-15], 18) ^ (w[t-15] >> 3);
    unsigned s1 = rotr(w[t-2], 17) ^ rotr(w[t-2], 19) ^ (w[t-2] >> 10);
    w[t] = w[t-16] + s0 + w[t-7] + s1;
  }
  unsigned a=0x6a09e667,b=0xbb67ae85,c=0x3c6ef372,d=0xa54ff53a,e=0x510e527f,f=0x9b05688c,g=0x1f83d9ab,h=0x5be0cd19;
  #pragma unroll
  for (int t = 0; t < 64; ++t) {
    unsigned S1 = rotr(e,6) ^ rotr(e,11) ^ rotr(e,25);
    unsigned ch = (e & f) ^ (~e & g);
    unsigned t1 = h + S1 + ch + K256[t] + w[t];
    unsigned S0 = rotr(a,2) ^ rotr(a,13) ^ rotr(a,22);
    unsigned mj = (a & b) ^ (a & c) ^ (b & c);
    unsigned t2 = S0 + mj;
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  digest[i*8+0]=a+0x6a09e667; digest[i*8+1]=b+0xbb67ae85; digest[i*8+2]=c+0x3c6ef372; digest[i*8+3]=d+0xa54ff53a;
  digest[i*8+4]=e+0x510e527f; digest[i*8+5]=f+0x9b05688c; digest[i*8+6]=g+0x1f83d9ab; digest[i*8+7]=h+0x5be0cd19;
}

extern "C" __global__ void fft_radix2_stage(cuFloatComplex* data, int n, int half) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n / 2) return;
  int grp = t / half, pos = t % half;
  int i = grp * 2 * half + pos, j = i + half;
  float s, c; sincospif(-(float)pos / half, &s, &c);
  cuFloatComplex w = make_cuFloatComplex(c, s);
  cuFloatComplex u = data[i], v = cuCmulf(w, data[j]);
  data[i] = cuCaddf(u, v); data[j] = cuCsubf(u, v);
}

extern "C" __global__ void complex_div(const cuDoubleComplex* a, const cuDoubleComplex* b, cuDoubleComplex* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = cuCdiv(a[i], b[i]);
}

extern "C" __global__ void crc32_bytes(const unsigned char* data, unsigned* out, int len, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned crc = 0xffffffffu;
  for (int k = 0; k < len; ++k) {
    crc ^= data[i * len + k];
    #pragma unroll
    for (int b = 0; b < 8; ++b) crc = (crc >> 1) ^ (0xedb88320u & -(crc & 1));
  }
  out[i] = ~crc;
}
