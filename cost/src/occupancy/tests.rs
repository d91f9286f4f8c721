//! Worked examples of `../shared/gpu/README.md` §2 and edge cases on every
//! architecture.

use super::*;

fn occ(sm: Sm, regs: u32, threads: u32, smem: u32) -> Result<Occupancy, LaunchError> {
    occupancy(sm, &LaunchConfig::new(regs, threads).with_smem(smem, 0))
}

/// README §2 "Worked examples": arch, T, regs, smem, regs/warp, limits by
/// warps / blocks / regs / smem (None = "–"), blocks, warps, occupancy %.
#[test]
fn readme_worked_examples() {
    #[allow(clippy::type_complexity)]
    let rows: &[(
        Sm,
        u32,
        u32,
        u32,
        u32,
        (u32, u32, u32, Option<u32>),
        u32,
        u32,
        f64,
    )] = &[
        (
            Sm::Sm80,
            256,
            32,
            0,
            1024,
            (8, 32, 8, Some(164)),
            8,
            64,
            100.0,
        ),
        (
            Sm::Sm80,
            256,
            64,
            0,
            2048,
            (8, 32, 4, Some(164)),
            4,
            32,
            50.0,
        ),
        (
            Sm::Sm80,
            256,
            128,
            0,
            4096,
            (8, 32, 2, Some(164)),
            2,
            16,
            25.0,
        ),
        (
            Sm::Sm80,
            256,
            37,
            0,
            1280,
            (8, 32, 6, Some(164)),
            6,
            48,
            75.0,
        ),
        (
            Sm::Sm80,
            256,
            32,
            48 * 1024,
            1024,
            (8, 32, 8, Some(3)),
            3,
            24,
            37.5,
        ),
        (Sm::Sm70, 128, 37, 0, 1280, (16, 32, 12, None), 12, 48, 75.0),
        (Sm::Sm70, 320, 37, 0, 1280, (6, 32, 4, None), 4, 40, 62.5),
        (
            Sm::Sm86,
            256,
            72,
            0,
            2304,
            (6, 16, 3, Some(100)),
            3,
            24,
            50.0,
        ),
        (
            Sm::Sm90,
            256,
            168,
            0,
            5376,
            (8, 32, 1, Some(228)),
            1,
            8,
            12.5,
        ),
    ];
    for &(sm, t, r, s, rw, (bw, bb, br, bs), blocks, warps, pct) in rows {
        let o = occ(sm, r, t, s).unwrap();
        let what = format!("{sm} T={t} r={r} smem={s}");
        assert_eq!(o.regs_per_warp, rw, "{what}");
        assert_eq!(
            (o.by_warps, o.by_blocks, o.by_regs, o.by_smem),
            (bw, bb, Some(br), bs),
            "{what}"
        );
        assert_eq!((o.blocks, o.warps), (blocks, warps), "{what}");
        assert!((o.fraction() * 100.0 - pct).abs() < 1e-9, "{what}");
    }
    // The last row: the per-CTA register check fails (2304 x 32 > 65536).
    assert_eq!(
        occ(Sm::Sm90, 65, 1024, 0),
        Err(LaunchError::TooManyRegistersPerBlock {
            needed: 2304 * 32,
            max: 65536
        })
    );
    // The 48 KB row: (48 K + 1 K reserved) rounded to 128 B, 3 blocks.
    let o = occ(Sm::Sm80, 32, 256, 48 * 1024).unwrap();
    assert_eq!((o.smem_per_block, o.carveout), (50176, 167936));
    assert_eq!(o.limiter(), Limiter::SharedMemory);
}

#[test]
fn limiters_are_named() {
    // 32 registers x 256 threads on sm_80: warps and registers both give 8.
    let o = occ(Sm::Sm80, 32, 256, 0).unwrap();
    assert_eq!(o.limiters(), vec![Limiter::Registers, Limiter::Warps]);
    assert_eq!(o.limiter(), Limiter::Registers);
    assert_eq!(
        occ(Sm::Sm80, 64, 256, 0).unwrap().limiters(),
        vec![Limiter::Registers]
    );
    // Tiny blocks hit the resident-block limit.
    let o = occ(Sm::Sm80, 16, 32, 0).unwrap();
    assert_eq!((o.blocks, o.limiter()), (32, Limiter::Blocks));
    // Unknown registers (0) do not limit.
    let o = occ(Sm::Sm80, 0, 1024, 0).unwrap();
    assert_eq!(
        (o.by_regs, o.blocks, o.limiter()),
        (None, 2, Limiter::Warps)
    );
}

#[test]
fn readme_inverse_examples() {
    let cases = [
        (Sm::Sm80, 2, 256, 128),
        (Sm::Sm80, 4, 256, 64),
        (Sm::Sm80, 8, 128, 64),
        (Sm::Sm90, 1, 1024, 64),
        // __launch_bounds__(256, 3): the corpus's sgemm_reg8x8_lb3 gets 80.
        (Sm::Sm80, 3, 256, 80),
    ];
    for (sm, b, t, want) in cases {
        assert_eq!(
            max_regs_for_blocks_closed_form(sm, t, b),
            Some(want),
            "{sm} {b}x{t}"
        );
        assert_eq!(
            max_regs_for_blocks(sm, &LaunchConfig::new(0, t), b),
            Some(want),
            "{sm} {b}x{t}"
        );
    }
}

#[test]
fn inverse_agrees_with_the_closed_form_everywhere() {
    for sm in Sm::ALL {
        for t in [32, 64, 96, 128, 192, 256, 320, 512, 640, 768, 1024] {
            for b in 1..=8 {
                let brute = max_regs_for_blocks(sm, &LaunchConfig::new(0, t), b);
                let closed = max_regs_for_blocks_closed_form(sm, t, b);
                // The closed form ignores the warp-slot and block limits.
                let fits = occ(sm, 1, t, 0).unwrap().blocks >= b;
                if fits {
                    assert_eq!(brute, closed, "{sm} {b}x{t}");
                } else {
                    assert_eq!(brute, None, "{sm} {b}x{t}");
                }
                if let Some(r) = brute {
                    assert!(occ(sm, r, t, 0).unwrap().blocks >= b);
                    if r < 255 {
                        let next = occ(sm, r + 1, t, 0).map_or(0, |o| o.blocks);
                        assert!(next < b, "{sm} {b}x{t}: {r} is not the largest");
                    }
                }
            }
        }
    }
}

#[test]
fn edge_cases_on_every_arch() {
    let tables = Tables::embedded();
    for sm in Sm::ALL {
        let lim = tables.occupancy(sm);
        // 255 registers: one 256-thread block fits (8192 x 8 = 65536).
        let o = occ(sm, 255, 256, 0).unwrap();
        assert_eq!((o.regs_per_warp, o.blocks, o.warps), (8192, 1, 8), "{sm}");
        assert_eq!(o.limiter(), Limiter::Registers, "{sm}");
        // 256 registers cannot be allocated.
        assert_eq!(
            occ(sm, 256, 256, 0),
            Err(LaunchError::TooManyRegistersPerThread {
                regs: 256,
                max: 255
            }),
            "{sm}"
        );
        // 1024-thread blocks: 64 registers is the most that launches.
        let o = occ(sm, 64, 1024, 0).unwrap();
        assert_eq!((o.blocks, o.warps), (1, 32), "{sm}");
        assert!(matches!(
            occ(sm, 65, 1024, 0),
            Err(LaunchError::TooManyRegistersPerBlock { .. })
        ));
        assert!(occ(sm, 255, 1024, 0).is_err());
        // With 32 registers, 1024-thread blocks are limited by warp slots.
        let o = occ(sm, 32, 1024, 0).unwrap();
        assert_eq!(o.blocks, (lim.max_warps_per_sm / 32).min(2), "{sm}");
        assert!(o.limiters().contains(&Limiter::Warps), "{sm}");
        // Thread limits.
        assert_eq!(
            occ(sm, 32, 1025, 0),
            Err(LaunchError::TooManyThreads {
                threads: 1025,
                max: 1024
            })
        );
        assert_eq!(occ(sm, 32, 0, 0), Err(LaunchError::NoThreads));
        // Odd block sizes round up to whole warps.
        assert_eq!(occ(sm, 32, 33, 0).unwrap().warps_per_block, 2);
        // Shared memory: the opt-in maximum leaves room for exactly one block.
        let max = lim.max_smem_per_block_optin_bytes;
        let cfg = LaunchConfig::new(32, 256).with_smem(0, max);
        let o = occupancy(sm, &cfg).unwrap();
        assert_eq!((o.blocks, o.limiter()), (1, Limiter::SharedMemory), "{sm}");
        assert!(o.smem_per_block <= o.carveout);
        assert_eq!(
            occupancy(sm, &LaunchConfig::new(32, 256).with_smem(0, max + 1)),
            Err(LaunchError::TooMuchSharedMemory {
                bytes: u64::from(max) + 1,
                max
            })
        );
        // Static shared memory is capped at 48 KB.
        assert!(matches!(
            occ(sm, 32, 256, 48 * 1024 + 1),
            Err(LaunchError::TooMuchStaticSharedMemory { .. })
        ));
        // 48 KB per block: carve-out / (48 K + reserved, rounded).
        let o = occ(sm, 32, 256, 48 * 1024).unwrap();
        let per_block = (48 * 1024 + lim.reserved_smem_per_block_bytes)
            .div_ceil(lim.smem_alloc_unit_bytes)
            * lim.smem_alloc_unit_bytes;
        assert_eq!(
            o.by_smem,
            Some(lim.max_smem_per_sm_bytes / per_block),
            "{sm}"
        );
        // Without shared memory, the reserved 1 KB still counts from CC 8.0 on.
        let o = occ(sm, 32, 256, 0).unwrap();
        if lim.reserved_smem_per_block_bytes > 0 {
            assert_eq!(o.by_smem, Some(lim.max_smem_per_sm_bytes / 1024));
        } else {
            assert_eq!(o.by_smem, None);
        }
        // Occupancy never exceeds the warp slots, and blocks are the minimum.
        for r in [1, 16, 24, 32, 33, 40, 48, 64, 96, 128, 200, 255] {
            for t in [32, 64, 128, 256, 512, 1024] {
                if let Ok(o) = occ(sm, r, t, 0) {
                    assert!(o.warps <= o.max_warps && o.blocks >= 1);
                    assert!(!o.limiters().is_empty());
                }
            }
        }
    }
}

#[test]
fn carveout_preference_is_bumped_to_fit() {
    // Prefer a 16 KB carve-out on sm_80 with 20 KB blocks: the calculation
    // bumps it to the next legal size, 32 KB (one block).
    let cfg = LaunchConfig {
        carveout_bytes: Some(16 * 1024),
        ..LaunchConfig::new(32, 256).with_smem(20 * 1024, 0)
    };
    let o = occupancy(Sm::Sm80, &cfg).unwrap();
    assert_eq!((o.carveout, o.blocks), (32 * 1024, 1));
    // A preference between legal sizes rounds up: 40 KB -> 64 KB.
    let cfg = LaunchConfig {
        carveout_bytes: Some(40 * 1024),
        ..LaunchConfig::new(32, 256).with_smem(20 * 1024, 0)
    };
    assert_eq!(occupancy(Sm::Sm80, &cfg).unwrap().carveout, 64 * 1024);
}

#[test]
fn barrier_limit_applies_from_sm_90() {
    let many = LaunchConfig {
        barriers_per_block: 16,
        ..LaunchConfig::new(16, 32)
    };
    // sm_90: 2 barriers per block slot x 32 slots / 16 = 4 blocks.
    let o = occupancy(Sm::Sm90, &many).unwrap();
    assert_eq!(
        (o.by_barriers, o.blocks, o.limiter()),
        (Some(4), 4, Limiter::Barriers)
    );
    // Not applied before 9.0.
    assert_eq!(occupancy(Sm::Sm80, &many).unwrap().by_barriers, None);
}

#[test]
fn cliffs_for_256_thread_blocks() {
    let cfg = LaunchConfig::new(0, 256);
    let cliffs = register_cliffs(Sm::Sm80, &cfg);
    let levels: Vec<(u32, u32)> = cliffs.iter().map(|c| (c.max_regs, c.warps)).collect();
    // blocks by registers = floor(4 * floor(512 / roundup(r, 8)) / 8), at
    // most 8 by the warp slots.
    assert_eq!(
        levels,
        [
            (32, 64),
            (40, 48),
            (48, 40),
            (64, 32),
            (80, 24),
            (128, 16),
            (255, 8)
        ]
    );
    // 37 registers (the README's 75 % case): dropping 5 reaches 64 warps,
    // adding 4 (41) drops to 40.
    let near = nearest_cliffs(Sm::Sm80, &cfg.with_regs(37));
    assert_eq!(near.fewer, Some((5, 64)));
    assert_eq!(near.more, Some((4, 40)));
    // At 255 nothing is above; at 1..=32 nothing is below.
    assert_eq!(nearest_cliffs(Sm::Sm80, &cfg.with_regs(255)).more, None);
    assert_eq!(nearest_cliffs(Sm::Sm80, &cfg.with_regs(20)).fewer, None);
    // 1024-thread blocks: above 64 registers the launch fails (0 warps).
    let near = nearest_cliffs(Sm::Sm80, &LaunchConfig::new(60, 1024));
    assert_eq!(near.more, Some((5, 0)));
    assert_eq!(near.fewer, Some((28, 64)));
}

#[test]
fn cliffs_are_consistent_with_occupancy_on_every_arch() {
    for sm in Sm::ALL {
        for t in [64, 128, 256, 384, 512, 1024] {
            let cfg = LaunchConfig::new(0, t);
            let cliffs = register_cliffs(sm, &cfg);
            assert!(!cliffs.is_empty());
            assert!(cliffs
                .windows(2)
                .all(|w| w[0].max_regs < w[1].max_regs && w[0].warps > w[1].warps));
            for c in &cliffs {
                let o = occupancy(sm, &cfg.with_regs(c.max_regs)).unwrap();
                assert_eq!((o.blocks, o.warps), (c.blocks, c.warps));
                let above = occupancy(sm, &cfg.with_regs(c.max_regs + 1)).map_or(0, |o| o.warps);
                assert!(above < c.warps, "{sm} T={t} r={}", c.max_regs);
            }
        }
    }
}
