//! What rematerialization reports while it works, as typed events; the
//! algorithm records them and [`render`] spells them as cicc's dump lines
//! (seed 000: `-dump-remat`, `-dump-remat-nlo`, `-dump-remat-load`) at the
//! levels the [`RematConfig`] asks for.

use std::fmt::Write;

use super::RematConfig;

/// One thing rematerialization did or decided, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum RematEvent {
    /// The function is named by `-no-remat` (always printed, as cicc does).
    Skip {
        /// The function.
        func: String,
    },
    /// A wide value narrowed where it is defined.
    NloNewBit {
        /// The value.
        name: String,
        /// Its type.
        from: String,
        /// The narrow type.
        to: String,
        /// The block it is live out of.
        block: String,
    },
    /// A sum recomputed in the blocks using it.
    NloNewAdd {
        /// The value.
        name: String,
        /// The block it was live out of.
        block: String,
        /// The blocks recomputing it.
        users: usize,
    },
    /// A block's live-in value count before rematerialization.
    LiveIn {
        /// The block.
        block: String,
        /// Live-in values.
        values: usize,
    },
    /// No lower register count buys occupancy.
    NoTarget {
        /// The function.
        func: String,
        /// Its predicted registers.
        regs: u32,
    },
    /// The register target of the function.
    Target {
        /// The function.
        func: String,
        /// Its predicted registers.
        regs: u32,
        /// Its max-live.
        max_live: u32,
        /// The target.
        target: u32,
        /// Where the target comes from.
        why: String,
    },
    /// A candidate's pull-in cost, when it is picked.
    PullInCost(u64),
    /// One round's outcome.
    Round {
        /// Its number, from 1.
        round: usize,
        /// Values rematerialized.
        values: usize,
        /// Registers needed before.
        from: u32,
        /// Registers needed after.
        to: u32,
    },
    /// The rematerialized program was not kept.
    Kept {
        /// The function.
        func: String,
        /// Why.
        reason: String,
    },
    /// A load re-issued where its value is used.
    Load {
        /// The value.
        value: String,
        /// The load's opcode.
        op: String,
        /// Blocks it is re-issued in.
        blocks: usize,
        /// Pull-in cost.
        cost: u64,
    },
}

impl RematEvent {
    /// The dump line, when `cfg` asks for this event's kind.
    fn line(&self, cfg: &RematConfig) -> Option<String> {
        use RematEvent::*;
        let at = |level: u32| cfg.dump >= level;
        Some(match self {
            Skip { func } => format!("Skip rematerialization on {func}"),
            NloNewBit {
                name,
                from,
                to,
                block,
            } if cfg.dump_nlo => {
                format!("nloNewBit: {name} ({from}) live out of block {block} narrowed to {to}")
            }
            NloNewAdd { name, block, users } if cfg.dump_nlo => {
                format!("nloNewAdd: {name} live out of block {block} recomputed in {users} blocks")
            }
            LiveIn { block, values } if at(2) => format!("Block {block}: live-in = {values}"),
            NoTarget { func, regs } if at(1) => {
                format!("remat @{func}: {regs} registers, no lower count buys occupancy")
            }
            Target {
                func,
                regs,
                max_live,
                target,
                why,
            } if at(1) => format!(
                "remat @{func}: {regs} registers (max-live {max_live}), target {target} ({why})"
            ),
            PullInCost(c) if at(4) => format!("Total pull-in cost = {c}"),
            Round {
                round,
                values,
                from,
                to,
            } if at(1) => format!(
                "remat round {round}: {values} values rematerialized, {from} -> {to} registers"
            ),
            Kept { func, reason } if at(1) => {
                format!("remat @{func}: kept the cheaper program: {reason}")
            }
            Load {
                value,
                op,
                blocks,
                cost,
            } if cfg.dump_load > 0 => format!(
                "remat load: {value} ({op}) re-issued in {blocks} blocks, pull-in cost {cost}"
            ),
            _ => return None,
        })
    }
}

/// The dump text of `events` at `cfg`'s levels, one line each.
pub fn render(events: &[RematEvent], cfg: &RematConfig) -> String {
    let mut s = String::new();
    for e in events {
        if let Some(l) = e.line(cfg) {
            let _ = writeln!(s, "{l}");
        }
    }
    s
}
