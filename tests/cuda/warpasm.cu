// Warp-synchronous instructions written as inline asm, as CUB, CUTLASS and
// older CUDA code write them: the nvvm interpreter must run them with the
// warp (driver/tests/warp_asm.rs checks each against a reference).

// CUB's WarpScanShfl::InclusiveScanStep: a shuffle whose predicate says
// whether the source lane was in range, and a predicated add.
__device__ __forceinline__ int scan_step(int v, int offset) {
  int out;
  asm volatile(
      "{"
      "  .reg .s32 r0;"
      "  .reg .pred p;"
      "  shfl.sync.up.b32 r0|p, %1, %2, %3, %4;"
      "  @p add.s32 r0, r0, %1;"
      "  mov.s32 %0, r0;"
      "}"
      : "=r"(out)
      : "r"(v), "r"(offset), "r"(0), "r"(0xffffffff));
  return out;
}

extern "C" __global__ void cub_warp_scan(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int o = 1; o < 32; o *= 2) v = scan_step(v, o);
  out[i] = v;
}

// A butterfly sum with the mask from `__activemask()` (clang writes it
// as `activemask.b32`) and the shuffle as one asm instruction.
extern "C" __global__ void asm_bfly_sum(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned m = __activemask();
  for (int o = 16; o > 0; o /= 2) {
    int w;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;"
                 : "=r"(w) : "r"(v), "r"(o), "r"(0x1f), "r"(m));
    v += w;
  }
  out[i] = v;
}

// A ballot from a predicate made inside the asm block.
extern "C" __global__ void asm_ballot(const int *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned b;
  asm volatile("{ .reg .pred p; setp.gt.s32 p, %1, 0; vote.sync.ballot.b32 %0, p, %2; }"
               : "=r"(b) : "r"(in[i]), "r"(0xffffffff));
  out[i] = b;
}

// A block barrier as asm between writing and reading shared memory.
extern "C" __global__ void asm_bar_reverse(const int *in, int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  asm volatile("bar.sync 0;" ::: "memory");
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}

// match.any and redux.sync as asm (sm_80).
extern "C" __global__ void asm_match_redux(const int *in, unsigned *peers, int *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned m, s;
  asm volatile("match.any.sync.b32 %0, %1, %2;" : "=r"(m) : "r"(v & 3), "r"(0xffffffff));
  asm volatile("redux.sync.add.s32 %0, %1, %2;" : "=r"(s) : "r"(v), "r"(0xffffffff));
  peers[i] = m;
  sums[i] = s;
}
