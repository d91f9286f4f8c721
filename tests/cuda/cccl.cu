// CCCL (libcu++ and cooperative groups) as modern CUDA writes it. libcu++'s
// atomics test `isspacep.local` before every operation (an atomic on a
// local variable is emulated with plain accesses), and cooperative groups'
// memcpy_async tests `isspacep.shared`/`.global` to choose cp.async: on a
// kernel's pointer parameters and a __shared__ array those tests fold
// (driver/tests/cuda_cccl.rs).
#include <cuda_runtime.h>
#include <cuda/atomic>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void atomic_ref_counters(int *counter, float *sum, const float *x) {
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
    c.fetch_add(1, cuda::memory_order_relaxed);
    cuda::atomic_ref<float, cuda::thread_scope_block> s(*sum);
    s.fetch_add(x[threadIdx.x]);
    int old = c.load(cuda::memory_order_acquire);
    c.compare_exchange_strong(old, old + 5);
}

__global__ void block_copy(const float *in, float *out) {
    __shared__ float buf[256];
    auto b = cg::this_thread_block();
    cg::memcpy_async(b, buf, in + blockIdx.x * 256, sizeof(float) * 256);
    cg::wait(b);
    out[blockIdx.x * 256 + threadIdx.x] = buf[(threadIdx.x * 7) & 255];
}
