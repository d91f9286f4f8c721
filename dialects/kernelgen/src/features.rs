//! Feature counts of a generated kernel, so tests can check that the
//! generator keeps producing every construct.
//!
//! Invariant: each counter is incremented exactly where the generator
//! emits the construct it names (static counts, not executions); the
//! counts of a device function are added to those of the kernel that
//! calls it.

macro_rules! features {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// How many times each construct was emitted into one kernel (and
        /// the device functions it calls).
        #[derive(Clone, Debug, Default, PartialEq, Eq)]
        pub struct Features {
            $($(#[$doc])* pub $name: u32,)*
        }

        impl Features {
            /// Every counter with its name, in declaration order.
            pub fn counts(&self) -> Vec<(&'static str, u32)> {
                vec![$((stringify!($name), self.$name),)*]
            }

            /// Adds the counts of `o`.
            pub fn add(&mut self, o: &Features) {
                $(self.$name += o.$name;)*
            }
        }
    };
}

features! {
    /// Counted loops.
    loops,
    /// Loops inside another loop.
    nested_loops,
    /// Walks over consecutive elements of a row (`rows.rs`).
    row_loops,
    /// Loops whose trip count depends on the thread.
    divergent_loops,
    /// Values carried around a loop in block parameters.
    loop_carried,
    /// If/else (or if-then) diamonds, guards included.
    diamonds,
    /// `if (gid < n)` guards.
    guards,
    /// `if (gid >= n) return;` early exits.
    early_exits,
    /// Switches.
    switches,
    /// Block parameters of join blocks (phis).
    join_params,
    /// Shared-memory write/barrier/read phases.
    shared_phases,
    /// Block barriers (`barrier0` and its reductions).
    barriers,
    /// Warp shuffles and votes.
    warp_ops,
    /// Float arithmetic (fadd, fsub, fmul, fdiv, fneg).
    float_ops,
    /// `fadd`/`fsub`/`fmul` with the `contract` flag.
    contract,
    /// Integer divisions and remainders.
    divisions,
    /// Shifts.
    shifts,
    /// 64-bit integer arithmetic.
    int64_ops,
    /// 8- and 16-bit integer arithmetic.
    narrow_ops,
    /// `i1` logic.
    bool_ops,
    /// Selects.
    selects,
    /// Integer and float comparisons.
    compares,
    /// Conversions (ext, trunc, int<->float, float<->float, bitcast).
    conversions,
    /// Math intrinsics.
    intrinsics,
    /// Vector loads (with shuffles, inserts, lane-wise ops, extracts).
    vectors,
    /// Adjacent scalar accesses of a record's fields (packable).
    adjacent,
    /// Per-thread local arrays.
    local_arrays,
    /// Atomic read-modify-writes.
    atomics,
    /// Loads from input buffers.
    loads,
    /// Stores to output buffers.
    stores,
    /// Calls of device functions.
    calls,
}
