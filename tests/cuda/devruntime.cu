// The device runtime a kernel calls without a body: printf (vprintf),
// assert (__assertfail), malloc and free. driver/tests/device_runtime.rs
// runs these on both interpreters.
#include <assert.h>

extern "C" __global__ void print_rows(const int *a, const float *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    printf("row %d: %5.2f %s %lld|%-4u|%x\n", i, f[i], i % 2 ? "odd" : "even",
           (long long)a[i] * 1000000000LL, (unsigned)i * 3u, a[i] & 0xff);
}

extern "C" __global__ void checked_sqrt(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(in[i] >= 0.0f);
  out[i] = sqrtf(in[i]);
}

extern "C" __global__ void heap_scratch(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int *p = (int *)malloc(4 * sizeof(int));
  if (!p) return;
  for (int k = 0; k < 4; ++k) p[k] = in[i] * (k + 1);
  out[i] = p[0] + p[1] + p[2] + p[3];
  free(p);
}
