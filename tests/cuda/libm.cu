// libdevice math as physics and finance codes write it: several functions
// of one value summed in one expression. Each function loads its
// polynomial's coefficients where it reduces its argument; computing the
// polynomials only where the sum needs them kept every coefficient live
// to the end (driver/tests/cuda_libm.rs).
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256, 4) libm_double(const double *x, double *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    double v = x[i];
    y[i] = sin(v) * cos(v) + exp(v) / (1.0 + pow(fabs(v), 2.5)) + erf(v) + log1p(fabs(v)) +
           cbrt(v) + atan2(v, 2.0);
}

__global__ void libm_float(const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = x[i];
    float s, c;
    sincosf(v, &s, &c);
    y[i] = s * c + expf(v) + powf(fabsf(v), 1.7f) + tanhf(v) + normcdff(v) + fmodf(v, 3.0f);
}

// Parboil's mri-q: sinf and cosf of one argument in a loop over constant
// memory. Each inlines libdevice's Payne-Hanek slow path with a local
// array of its own; stack-coloring gives the two one slot.
struct kValues {
    float Kx, Ky, Kz, PhiMag;
};
__constant__ kValues ck[256];

__global__ void mriq(int numK, const float *x, const float *y, const float *z, float *Qr, float *Qi) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float sX = x[i], sY = y[i], sZ = z[i], sQr = Qr[i], sQi = Qi[i];
    for (int k = 0; k < numK; k++) {
        float arg = 6.2831853071795864769f * (ck[k].Kx * sX + ck[k].Ky * sY + ck[k].Kz * sZ);
        sQr += ck[k].PhiMag * cosf(arg);
        sQi += ck[k].PhiMag * sinf(arg);
    }
    Qr[i] = sQr;
    Qi[i] = sQi;
}
