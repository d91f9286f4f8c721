/* ptx_matmul_time.c -- times Triton's matmul tutorial kernel (fp16 in,
 * fp32 accumulate, fp16 out; 128x256x64 tiles, 256 threads, 64 KiB of
 * dynamic shared memory) as compiled to PTX by several compilers, on the
 * first CUDA device, and checks their outputs against the first file's.
 * The interpreters run no tensor-core instructions, so `warpsat run --gpu`
 * cannot check this kernel; this harness cross-checks compilers instead.
 *
 *   cc -O2 ptx_matmul_time.c -o t -I$CUDA/include -L$CUDA/lib64/stubs -lcuda
 *   ./t SIZE RUNS ref.ptx other.ptx ...
 *
 * The kernel's parameters are those of bench/scripts/triton_matmul.py's
 * signature: a, b, c, M, N, K, the six strides (i32), and Triton's two
 * scratch pointers. Prints, per file, the median, min and max time of
 * RUNS launches after 3 warm-ups, the registers and local bytes the
 * driver's JIT gave it, and the largest difference from the first file's
 * output. */
#include <cuda.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *s_; \
    cuGetErrorString(r_, &s_); fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, s_); exit(1); } } while (0)

static unsigned short f2h(float f) {
    unsigned int x; memcpy(&x, &f, 4);
    unsigned int s = (x >> 16) & 0x8000, e = ((x >> 23) & 0xff), m = x & 0x7fffff;
    if (e < 113) return (unsigned short)s; /* tiny -> signed zero */
    return (unsigned short)(s | ((e - 112) << 10) | (m >> 13));
}
static float h2f(unsigned short h) {
    unsigned int s = (h & 0x8000u) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff, x;
    if (e == 0) x = s; else x = s | ((e + 112) << 23) | (m << 13);
    float f; memcpy(&f, &x, 4); return f;
}
static int cmpf(const void *a, const void *b) {
    float x = *(const float *)a, y = *(const float *)b; return (x > y) - (x < y);
}
static char *slurp(const char *p) {
    FILE *f = fopen(p, "rb"); if (!f) { perror(p); exit(1); }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *b = malloc(n + 1); if (fread(b, 1, n, f) != (size_t)n) { perror(p); exit(1); }
    b[n] = 0; fclose(f); return b;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s SIZE RUNS ref.ptx [other.ptx ...]\n", argv[0]); return 2; }
    int n = atoi(argv[1]), runs = atoi(argv[2]);
    size_t elems = (size_t)n * n;
    CUdevice dev; CUcontext ctx;
    CK(cuInit(0)); CK(cuDeviceGet(&dev, 0)); CK(cuCtxCreate(&ctx, NULL, 0, dev));
    char name[256]; CK(cuDeviceGetName(name, sizeof name, dev));
    printf("device: %s; M = N = K = %d; %d timed launches\n", name, n, runs);
    unsigned short *ha = malloc(elems * 2), *hb = malloc(elems * 2), *hc = malloc(elems * 2);
    float *ref = malloc(elems * sizeof(float));
    srand(7);
    for (size_t i = 0; i < elems; i++) ha[i] = f2h((float)rand() / RAND_MAX * 2 - 1);
    for (size_t i = 0; i < elems; i++) hb[i] = f2h((float)rand() / RAND_MAX * 2 - 1);
    CUdeviceptr da, db, dc, s1, s2;
    CK(cuMemAlloc(&da, elems * 2)); CK(cuMemAlloc(&db, elems * 2)); CK(cuMemAlloc(&dc, elems * 2));
    CK(cuMemAlloc(&s1, 4096)); CK(cuMemAlloc(&s2, 4096));
    CK(cuMemcpyHtoD(da, ha, elems * 2)); CK(cuMemcpyHtoD(db, hb, elems * 2));
    int one = 1, grid = ((n + 127) / 128) * ((n + 255) / 256);
    for (int f = 3; f < argc; f++) {
        char *ptx = slurp(argv[f]);
        CUmodule mod; CUfunction fn;
        CK(cuModuleLoadData(&mod, ptx));
        CK(cuModuleGetFunction(&fn, mod, "matmul_kernel"));
        CK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 65536));
        int regs = 0, local = 0;
        CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
        CK(cuFuncGetAttribute(&local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn));
        void *args[] = {&da, &db, &dc, &n, &n, &n, &n, &one, &n, &one, &n, &one, &s1, &s2};
        CUevent e0, e1; CK(cuEventCreate(&e0, 0)); CK(cuEventCreate(&e1, 0));
        float *t = malloc(sizeof(float) * runs);
        CK(cuMemsetD8(dc, 0, elems * 2));
        for (int r = -3; r < runs; r++) {
            CK(cuEventRecord(e0, 0));
            CK(cuLaunchKernel(fn, grid, 1, 1, 256, 1, 1, 65536, 0, args, NULL));
            CK(cuEventRecord(e1, 0)); CK(cuEventSynchronize(e1));
            if (r >= 0) CK(cuEventElapsedTime(&t[r], e0, e1));
        }
        CK(cuMemcpyDtoH(hc, dc, elems * 2));
        float diff = 0;
        for (size_t i = 0; i < elems; i++) {
            float v = h2f(hc[i]);
            if (f == 3) ref[i] = v; else if (fabsf(v - ref[i]) > diff || isnan(v)) diff = isnan(v) ? INFINITY : fabsf(v - ref[i]);
        }
        qsort(t, runs, sizeof(float), cmpf);
        double tflops = 2.0 * n * (double)n * n / (t[runs / 2] * 1e-3) / 1e12;
        printf("%-40s %8.3f ms (min %.3f, max %.3f)  %5.1f TFLOP/s  %3d regs  %5d B local  max |diff| %g\n",
               argv[f], t[runs / 2], t[0], t[runs - 1], tflops, regs, local, diff);
        free(t); free(ptx); CK(cuModuleUnload(mod));
    }
    return 0;
}
