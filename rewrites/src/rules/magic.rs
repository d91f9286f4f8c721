//! Magic numbers for signed division by a constant (Hacker's Delight,
//! 2nd ed., §10-4): `n /s d` = `mulhi(n, M)` (plus `n` when `M` is negative
//! as a signed number), shifted right arithmetically by `s`, plus one when
//! `n` is negative. The rule using it is `sdiv-const` (`algebra.rs`).

use crate::lang::mask;

/// `(M, s)` for dividing `w`-bit signed integers by `d`, 3 <= d < 2^(w-1),
/// `M` as a `w`-bit pattern.
pub fn signed_magic(d: u128, w: u32) -> (u128, u32) {
    let two = 1u128 << (w - 1);
    let anc = two - 1 - two % d;
    let mut p = w - 1;
    let (mut q1, mut r1) = (two / anc, two % anc);
    let (mut q2, mut r2) = (two / d, two % d);
    loop {
        p += 1;
        q1 *= 2;
        r1 *= 2;
        if r1 >= anc {
            q1 += 1;
            r1 -= anc;
        }
        q2 *= 2;
        r2 *= 2;
        if r2 >= d {
            q2 += 1;
            r2 -= d;
        }
        let delta = d - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    ((q2 + 1) & mask(w), p - w)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The expansion the rule builds, evaluated on `w`-bit integers.
    fn divide(n: i128, d: u128, w: u32) -> i128 {
        let (m, s) = signed_magic(d, w);
        let sx = |x: u128| -> i128 { ((x << (128 - w)) as i128) >> (128 - w) };
        let ms = sx(m);
        let mut q = (n * ms) >> w;
        if ms < 0 {
            q += n;
        }
        q = sx(q as u128 & mask(w)) >> s;
        q + i128::from(n < 0)
    }

    #[test]
    fn magic_division_matches_truncating_division() {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for w in [32u32, 64] {
            let min = -(1i128 << (w - 1));
            let max = (1i128 << (w - 1)) - 1;
            let mut ds: Vec<u128> = (3..2000).filter(|d: &u128| !d.is_power_of_two()).collect();
            ds.extend([
                7,
                18,
                641,
                1_000_000_007,
                (1 << (w - 1)) - 1,
                (1 << (w - 2)) + 1,
            ]);
            for d in ds {
                let mut ns = vec![0, 1, -1, max, min, max - 1, min + 1];
                let di = d as i128;
                ns.extend([di, -di, di - 1, 1 - di, di + 1, -di - 1, 2 * di, -2 * di]);
                for _ in 0..64 {
                    let r = next() as i128;
                    ns.push(if w == 32 {
                        i128::from(r as i32)
                    } else {
                        i128::from(r as i64)
                    });
                }
                for n in ns.into_iter().filter(|n| (min..=max).contains(n)) {
                    assert_eq!(divide(n, d, w), n / di, "{n} / {d} in {w} bits");
                }
            }
        }
    }
}
