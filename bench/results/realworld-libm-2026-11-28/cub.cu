#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_radix_sort.cuh>

void host_reduce(const float *in, float *out, int n, void *tmp, size_t bytes) {
  cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
}
void host_scan(const int *in, int *out, int n, void *tmp, size_t bytes) {
  cub::DeviceScan::ExclusiveSum(tmp, bytes, in, out, n);
}
void host_sort(const unsigned *kin, unsigned *kout, int n, void *tmp, size_t bytes) {
  cub::DeviceRadixSort::SortKeys(tmp, bytes, kin, kout, n);
}
