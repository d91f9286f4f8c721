//! The grid engine: runs a kernel's threads over a launch grid with block
//! barriers and warp-synchronous operations, independent of the IR.
//!
//! An IR plugs in through [`GridProgram`]: it spawns per-thread state and
//! runs one thread until the thread reaches a synchronization point
//! ([`Event`]) or exits. The engine is single-threaded and deterministic:
//!
//! - blocks run one after another, in x-then-y-then-z order, each with fresh
//!   shared and local memory;
//! - within a block, every runnable thread (in linear thread order) runs
//!   until it blocks at a barrier or a warp-synchronous op, or exits;
//! - then the engine completes every synchronization whose participants
//!   have all arrived, hands each participant its result
//!   ([`GridProgram::resume`]) and runs them again;
//! - when nothing is runnable and nothing can complete, the block is
//!   deadlocked: an error names the waiting threads and instructions.
//!
//! Atomics need no special care: threads never run concurrently, so every
//! memory operation is atomic, in the order the schedule above gives.
//!
//! # Completion rules
//!
//! - A block barrier (`bar.sync id[, count]`, `barrier0`, the `.and/.or/
//!   .popc` reductions) completes when every non-exited thread of the block
//!   waits at barrier `id` (or `count` threads, when a count is given).
//!   By default all of them must wait at the same instruction and none may
//!   have exited (unless the barrier has a thread count): CUDA requires
//!   `__syncthreads()` to be reached by all threads of the block, so
//!   threads parked at different barrier instructions are reported as a
//!   divergent barrier, and a barrier reached by only some threads because
//!   the others exited is reported as undefined behaviour.
//!   [`Launch::relaxed_barriers`] matches by barrier id only and counts
//!   exited threads as arrived (what the hardware does on sm_70 and
//!   later).
//! - A warp op with `membermask` completes when every non-exited thread of
//!   the warp named by the mask waits at a warp op with the same qualifiers
//!   and the same mask (PTX ISA, `shfl.sync`, `vote.sync`, ...). The
//!   executing thread must be in its own mask. `activemask` completes when no
//!   thread of the warp can run; its result is the set of threads waiting at
//!   that same instruction.
//! - `shfl.sync` follows the PTX ISA pseudo-code: lanes computed from `b`
//!   and the clamp/segment operand `c`; an out-of-range source lane returns
//!   the thread's own value with predicate false; sourcing a lane that is
//!   not in the mask or has exited is undefined in PTX and an error here.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::error::{ErrorKind, Fault, InterpError};
use super::memory::{Memory, SharedLayout};

/// Default instruction limit of a launch (all threads together).
pub const DEFAULT_STEP_LIMIT: u64 = 50_000_000;

/// Dynamic shared memory a launch may ask for (more than any GPU has).
pub const MAX_DYN_SMEM: u32 = 1 << 20;

/// Launch configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Blocks per grid (x, y, z).
    pub grid: [u32; 3],
    /// Threads per block (x, y, z).
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block.
    pub dyn_smem: u32,
    /// Instructions all threads together may execute before the run fails.
    pub step_limit: u64,
    /// Match block barriers by id only, not by instruction, and let exited
    /// threads count as arrived at a barrier (see module docs).
    pub relaxed_barriers: bool,
    /// Wall-clock time the run may take before it fails (`None`: no bound).
    /// Checked every [`TIME_CHECK_STEPS`] instructions.
    pub time_limit: Option<Duration>,
}

/// How many instructions run between two checks of [`Launch::time_limit`].
pub const TIME_CHECK_STEPS: u64 = 1 << 16;

impl Launch {
    /// A launch with no dynamic shared memory and the default step limit.
    pub fn new(grid: [u32; 3], block: [u32; 3]) -> Launch {
        Launch {
            grid,
            block,
            dyn_smem: 0,
            step_limit: DEFAULT_STEP_LIMIT,
            relaxed_barriers: false,
            time_limit: None,
        }
    }

    /// A one-dimensional launch.
    pub fn linear(blocks: u32, threads: u32) -> Launch {
        Launch::new([blocks, 1, 1], [threads, 1, 1])
    }

    /// Threads per block.
    pub fn threads_per_block(&self) -> u32 {
        self.block.iter().product()
    }

    /// Checks the limits CUDA imposes on a launch.
    pub fn validate(&self) -> Result<(), Fault> {
        let bad = |m: String| Err(Fault::new(ErrorKind::BadLaunch, m));
        if self.grid.contains(&0) || self.block.contains(&0) {
            return bad(format!(
                "grid {:?} and block {:?} must be at least 1 in every dimension",
                self.grid, self.block
            ));
        }
        let n: u64 = self.block.iter().map(|&b| b as u64).product();
        if n > 1024 || self.block[2] > 64 {
            return bad(format!(
                "block {:?} has {n} threads (at most 1024, z at most 64)",
                self.block
            ));
        }
        if self.dyn_smem > MAX_DYN_SMEM {
            return bad(format!(
                "{} bytes of dynamic shared memory (the interpreter allows {MAX_DYN_SMEM})",
                self.dyn_smem
            ));
        }
        if self.grid[0] > i32::MAX as u32 || self.grid[1] > 65535 || self.grid[2] > 65535 {
            return bad(format!("grid {:?} exceeds the CUDA limits", self.grid));
        }
        Ok(())
    }
}

/// The special registers of one thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadIds {
    /// `%tid`.
    pub tid: [u32; 3],
    /// `%ntid`.
    pub ntid: [u32; 3],
    /// `%ctaid`.
    pub ctaid: [u32; 3],
    /// `%nctaid`.
    pub nctaid: [u32; 3],
    /// Linear thread index in the block (`x + y*ntid.x + z*ntid.x*ntid.y`);
    /// also the thread's key for local memory.
    pub linear: u32,
    /// `%laneid`.
    pub lane: u32,
    /// `%warpid` (warp index in the block).
    pub warp: u32,
    /// `%nwarpid`: warps per block.
    pub nwarps: u32,
}

/// What a thread's run gives the program: memory, its ids, the step
/// counter and the per-class instruction counts.
pub struct Env<'a> {
    /// All memory.
    pub mem: &'a mut Memory,
    /// The running thread.
    pub ids: &'a ThreadIds,
    steps: &'a mut u64,
    limit: u64,
    /// The step count past which [`Env::tick`] looks at the step limit and
    /// the deadline (the limit itself when there is no deadline).
    check_at: u64,
    deadline: Option<(Instant, Duration)>,
    counts: &'a mut [u64],
}

impl Env<'_> {
    /// Counts one executed instruction of class `class` (an index into
    /// [`GridProgram::op_classes`]); fails past the step limit.
    #[inline]
    pub fn tick(&mut self, class: usize) -> Result<(), Fault> {
        *self.steps += 1;
        if let Some(c) = self.counts.get_mut(class) {
            *c += 1;
        }
        if *self.steps > self.check_at {
            return self.check_limits();
        }
        Ok(())
    }

    /// The slow path of [`tick`](Self::tick): the step limit, then the
    /// deadline; sets the next check.
    #[cold]
    fn check_limits(&mut self) -> Result<(), Fault> {
        if *self.steps > self.limit {
            return Err(Fault::new(
                ErrorKind::StepLimit,
                format!(
                    "more than {} instructions executed (all threads together); the kernel may not terminate, or is longer than the limit allows",
                    self.limit
                ),
            ));
        }
        if let Some((deadline, budget)) = self.deadline {
            if Instant::now() >= deadline {
                return Err(Fault::new(
                    ErrorKind::TimeLimit,
                    format!(
                        "the time limit of {} s was reached after {} instructions",
                        budget.as_secs_f64(),
                        *self.steps
                    ),
                ));
            }
        }
        self.check_at = next_check(*self.steps, self.limit, self.deadline.is_some());
        Ok(())
    }

    /// Instructions executed so far in this launch (a deterministic clock).
    pub fn steps(&self) -> u64 {
        *self.steps
    }
}

/// The step count at which [`Env::tick`] next checks the limits: the next
/// multiple of [`TIME_CHECK_STEPS`] when timed (a global clock, whichever
/// thread runs), else the limit.
fn next_check(steps: u64, limit: u64, timed: bool) -> u64 {
    if timed {
        limit.min((steps / TIME_CHECK_STEPS + 1).saturating_mul(TIME_CHECK_STEPS))
    } else {
        limit
    }
}

pub use dialects::ir::intrinsics::{BarrierRed, ReduxOp, ShflMode, VoteMode};

/// A block barrier a thread waits at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BarrierOp {
    /// Barrier id (0 for `__syncthreads`).
    pub id: u32,
    /// Expected thread count (`bar.sync id, count`), `None` for all threads.
    pub count: Option<u32>,
    /// Reduction.
    pub red: BarrierRed,
    /// This thread's predicate for reductions.
    pub pred: bool,
}

/// The data of a warp-synchronous operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WarpKind {
    /// `shfl.sync`: the value, the lane/offset operand `b` and `c`.
    Shfl {
        /// Lane selection.
        mode: ShflMode,
        /// This thread's value.
        value: u32,
        /// Source lane, offset or xor mask.
        b: u32,
        /// Clamp and segment mask: `((32 - width) << 8) | clamp`.
        c: u32,
    },
    /// `vote.sync`.
    Vote {
        /// Mode.
        mode: VoteMode,
        /// This thread's predicate.
        pred: bool,
    },
    /// `match.any.sync` / `match.all.sync`.
    Match {
        /// `.all` rather than `.any`.
        all: bool,
        /// This thread's value (32 or 64 bits).
        value: u64,
    },
    /// `redux.sync`.
    Redux {
        /// Operation.
        op: ReduxOp,
        /// This thread's value.
        value: u32,
    },
    /// A warp-wide tensor-core operation (`mma.sync`, `wmma.mma`, `ldmatrix`; see
    /// [`crate::tensor`]): this lane's registers.
    Tensor {
        /// What it does.
        form: dialects::ir::intrinsics::tensor::TensorForm,
        /// This lane's operand registers (for `ldmatrix`, its row).
        regs: Vec<u32>,
    },
    /// `bar.warp.sync`: no data.
    Sync,
    /// `activemask`: no mask, no data.
    ActiveMask,
}

/// A warp-synchronous operation a thread waits at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarpOp {
    /// `membermask` (ignored for `activemask`).
    pub mask: u32,
    /// What it does.
    pub kind: WarpKind,
}

impl WarpOp {
    /// True when two threads' ops may complete together: same qualifiers
    /// and same mask.
    fn matches(&self, other: &WarpOp) -> bool {
        use WarpKind::*;
        self.mask == other.mask
            && match (&self.kind, &other.kind) {
                (Shfl { mode: a, .. }, Shfl { mode: b, .. }) => a == b,
                (Vote { mode: a, .. }, Vote { mode: b, .. }) => a == b,
                (Match { all: a, .. }, Match { all: b, .. }) => a == b,
                (Redux { op: a, .. }, Redux { op: b, .. }) => a == b,
                (Tensor { form: a, .. }, Tensor { form: b, .. }) => a == b,
                (Sync, Sync) => true,
                _ => false,
            }
    }

    fn describe(&self) -> String {
        let what = match &self.kind {
            WarpKind::Shfl { mode, .. } => format!("shfl.sync.{mode:?}").to_lowercase(),
            WarpKind::Vote { mode, .. } => format!("vote.sync.{mode:?}").to_lowercase(),
            WarpKind::Match { all, .. } => {
                format!("match.{}.sync", if *all { "all" } else { "any" })
            }
            WarpKind::Redux { op, .. } => format!("redux.sync.{op:?}").to_lowercase(),
            WarpKind::Tensor { form, .. } => format!("tensor-core {form:?}"),
            WarpKind::Sync => "bar.warp.sync".into(),
            WarpKind::ActiveMask => return "activemask".into(),
        };
        format!("{what} mask {:#010x}", self.mask)
    }
}

/// Why a thread stopped running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// It returned from the kernel.
    Exit,
    /// It waits at a block barrier; `site` identifies the instruction.
    Barrier {
        /// The instruction (any program-chosen id).
        site: u64,
        /// The barrier.
        op: BarrierOp,
    },
    /// It waits at a warp-synchronous op; `site` identifies the instruction.
    Warp {
        /// The instruction (any program-chosen id).
        site: u64,
        /// The op.
        op: WarpOp,
    },
}

/// What a completed synchronization gives each participant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyncResult {
    /// Nothing (plain barrier, `bar.warp.sync`).
    None,
    /// A value: barrier reduction, vote, ballot, `match.any`, redux,
    /// activemask.
    Value(u64),
    /// A value and a predicate: `shfl.sync` (value, in range) and
    /// `match.all` (mask, all equal).
    Pair(u64, bool),
    /// Result registers of a tensor-core operation.
    Words(Vec<u32>),
}

/// An IR the engine can run: per-thread state and a stepping function.
pub trait GridProgram {
    /// Per-thread state (registers, call stack, position).
    type Thread;

    /// The kernel's name, for messages.
    fn kernel_name(&self) -> &str;

    /// Names of the instruction classes counted by [`Env::tick`].
    fn op_classes(&self) -> &[String];

    /// Creates a thread at the kernel's entry.
    fn spawn(&self, ids: &ThreadIds, mem: &mut Memory) -> Result<Self::Thread, Fault>;

    /// Runs the thread until it exits or reaches a synchronization point.
    /// At a sync point the thread stays *at* the instruction until
    /// [`resume`](Self::resume) delivers the result.
    fn step_until_sync(&self, t: &mut Self::Thread, env: &mut Env<'_>) -> Result<Event, Fault>;

    /// Completes the sync the thread waits at with its result and moves past it.
    fn resume(&self, t: &mut Self::Thread, result: SyncResult);

    /// The instruction the thread is at, printed, for messages.
    fn location(&self, t: &Self::Thread) -> String;
}

/// Dynamic instruction counts of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Instructions executed by all threads.
    pub insts: u64,
    /// Executed instructions per class (opcode name, or intrinsic name for
    /// intrinsic calls); classes never executed are absent.
    pub per_op: BTreeMap<String, u64>,
    /// Threads run.
    pub threads: u64,
}

#[derive(Clone, Debug)]
enum State {
    Run,
    Bar(u64, BarrierOp),
    Warp(u64, WarpOp),
    Exited,
}

struct Slot<T> {
    t: T,
    ids: ThreadIds,
    state: State,
}

/// Runs a program over the launch grid. `shared` lays out the static shared
/// variables of every block.
pub fn run_grid<P: GridProgram>(
    prog: &P,
    launch: &Launch,
    shared: &SharedLayout,
    mem: &mut Memory,
) -> Result<RunStats, InterpError> {
    let kernel = prog.kernel_name().to_string();
    launch
        .validate()
        .map_err(|f| InterpError::launch(&kernel, f))?;
    let mut counts = vec![0u64; prog.op_classes().len()];
    let mut steps = 0u64;
    // A limit too far to represent is no limit.
    let deadline = launch
        .time_limit
        .and_then(|d| Instant::now().checked_add(d).map(|t| (t, d)));
    let nthreads = launch.threads_per_block() as usize;
    let mut threads = 0u64;
    for bz in 0..launch.grid[2] {
        for by in 0..launch.grid[1] {
            for bx in 0..launch.grid[0] {
                let ctaid = [bx, by, bz];
                mem.begin_block(shared, launch.dyn_smem as u64, nthreads);
                mem.check_room(0, "the shared memory of a block")
                    .map_err(|f| InterpError::launch(&kernel, f))?;
                let mut block = BlockRun {
                    prog,
                    launch,
                    kernel: &kernel,
                    ctaid,
                    slots: Vec::with_capacity(nthreads),
                    deadline,
                };
                block.spawn(mem)?;
                threads += nthreads as u64;
                block.run(mem, &mut steps, &mut counts)?;
            }
        }
    }
    let per_op = prog
        .op_classes()
        .iter()
        .zip(&counts)
        .filter(|(_, &c)| c > 0)
        .map(|(n, &c)| (n.clone(), c))
        .collect();
    Ok(RunStats {
        insts: steps,
        per_op,
        threads,
    })
}

struct BlockRun<'a, P: GridProgram> {
    prog: &'a P,
    launch: &'a Launch,
    kernel: &'a str,
    ctaid: [u32; 3],
    slots: Vec<Slot<P::Thread>>,
    deadline: Option<(Instant, Duration)>,
}

impl<P: GridProgram> BlockRun<'_, P> {
    fn error(&self, i: usize, f: Fault) -> InterpError {
        let s = &self.slots[i];
        InterpError {
            kind: f.kind,
            msg: f.msg,
            kernel: self.kernel.to_string(),
            block: Some(self.ctaid),
            thread: Some(s.ids.tid),
            inst: Some(self.prog.location(&s.t)),
        }
    }

    fn spawn(&mut self, mem: &mut Memory) -> Result<(), InterpError> {
        let b = self.launch.block;
        let n = self.launch.threads_per_block();
        for linear in 0..n {
            let ids = ThreadIds {
                tid: [linear % b[0], linear / b[0] % b[1], linear / (b[0] * b[1])],
                ntid: b,
                ctaid: self.ctaid,
                nctaid: self.launch.grid,
                linear,
                lane: linear % 32,
                warp: linear / 32,
                nwarps: n.div_ceil(32),
            };
            let t = self.prog.spawn(&ids, mem).map_err(|f| InterpError {
                kind: f.kind,
                msg: f.msg,
                kernel: self.kernel.to_string(),
                block: Some(self.ctaid),
                thread: Some(ids.tid),
                inst: None,
            })?;
            self.slots.push(Slot {
                t,
                ids,
                state: State::Run,
            });
        }
        Ok(())
    }

    fn run(
        &mut self,
        mem: &mut Memory,
        steps: &mut u64,
        counts: &mut [u64],
    ) -> Result<(), InterpError> {
        loop {
            for i in 0..self.slots.len() {
                if !matches!(self.slots[i].state, State::Run) {
                    continue;
                }
                let slot = &mut self.slots[i];
                let limit = self.launch.step_limit;
                let mut env = Env {
                    mem,
                    ids: &slot.ids,
                    check_at: next_check(*steps, limit, self.deadline.is_some()),
                    steps,
                    limit,
                    deadline: self.deadline,
                    counts,
                };
                let ev = self.prog.step_until_sync(&mut slot.t, &mut env);
                let ev = ev.map_err(|f| self.error(i, f))?;
                let slot = &mut self.slots[i];
                slot.state = match ev {
                    Event::Exit => State::Exited,
                    Event::Barrier { site, op } => State::Bar(site, op),
                    Event::Warp { site, op } => {
                        let lane = slot.ids.lane;
                        if op.kind != WarpKind::ActiveMask && op.mask >> lane & 1 == 0 {
                            let f = Fault::ub(format!(
                                "{}: the executing thread (lane {lane}) is not in the member mask",
                                op.describe()
                            ));
                            return Err(self.error(i, f));
                        }
                        State::Warp(site, op)
                    }
                };
            }
            if self.slots.iter().all(|s| matches!(s.state, State::Exited)) {
                return Ok(());
            }
            let warp = self.complete_warp_ops()?;
            let bar = self.complete_barriers()?;
            if !warp && !bar {
                return Err(self.deadlock());
            }
        }
    }

    /// Completes every warp op whose participants have all arrived.
    fn complete_warp_ops(&mut self) -> Result<bool, InterpError> {
        let mut progress = false;
        let n = self.slots.len();
        for base in (0..n).step_by(32) {
            let end = (base + 32).min(n);
            for i in base..end {
                let State::Warp(site, op) = &self.slots[i].state else {
                    continue;
                };
                let (site, op) = (*site, op.clone());
                let parts: Vec<usize> = if op.kind == WarpKind::ActiveMask {
                    if self.slots[base..end]
                        .iter()
                        .any(|s| matches!(s.state, State::Run))
                    {
                        continue;
                    }
                    (base..end)
                        .filter(|&j| {
                            matches!(&self.slots[j].state,
                                State::Warp(s, o) if *s == site && o.kind == WarpKind::ActiveMask)
                        })
                        .collect()
                } else {
                    let members: Vec<usize> = (base..end)
                        .filter(|&j| op.mask >> (j - base) & 1 == 1)
                        .filter(|&j| !matches!(self.slots[j].state, State::Exited))
                        .collect();
                    let ready = members.iter().all(
                        |&j| matches!(&self.slots[j].state, State::Warp(_, o) if o.matches(&op)),
                    );
                    if !ready {
                        continue;
                    }
                    members
                };
                let results = self.warp_results(base, &parts, &op)?;
                for (&j, r) in parts.iter().zip(results) {
                    self.slots[j].state = State::Run;
                    self.prog.resume(&mut self.slots[j].t, r);
                }
                progress = true;
            }
        }
        Ok(progress)
    }

    fn op_of(&self, j: usize) -> &WarpOp {
        match &self.slots[j].state {
            State::Warp(_, o) => o,
            _ => unreachable!("participants wait at a warp op"),
        }
    }

    /// Results of a warp op for each participant (in `parts` order).
    fn warp_results(
        &self,
        base: usize,
        parts: &[usize],
        op: &WarpOp,
    ) -> Result<Vec<SyncResult>, InterpError> {
        let lanes_mask: u32 = parts.iter().fold(0, |m, &j| m | 1 << (j - base));
        let mut out = Vec::with_capacity(parts.len());
        match &op.kind {
            WarpKind::Shfl { mode, .. } => {
                for &j in parts {
                    let WarpKind::Shfl { b, c, .. } = self.op_of(j).kind else {
                        unreachable!()
                    };
                    let lane = (j - base) as i64;
                    let bval = (b & 0x1f) as i64;
                    let cval = (c & 0x1f) as i64;
                    let segmask = ((c >> 8) & 0x1f) as i64;
                    let max_lane = (lane & segmask) | (cval & !segmask);
                    let min_lane = lane & segmask;
                    let (src, pval) = match mode {
                        ShflMode::Up => (lane - bval, lane - bval >= max_lane),
                        ShflMode::Down => (lane + bval, lane + bval <= max_lane),
                        ShflMode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
                        ShflMode::Idx => {
                            let s = min_lane | (bval & !segmask);
                            (s, s <= max_lane)
                        }
                    };
                    let src = if pval { src } else { lane };
                    if !(0..32).contains(&src) || lanes_mask >> src & 1 == 0 {
                        let f = Fault::ub(format!(
                            "{}: lane {lane} reads lane {src}, which is not a live member of the mask",
                            op.describe()
                        ));
                        return Err(self.error(j, f));
                    }
                    let WarpKind::Shfl { value, .. } = self.op_of(base + src as usize).kind else {
                        unreachable!()
                    };
                    out.push(SyncResult::Pair(value as u64, pval));
                }
            }
            WarpKind::Vote { mode, .. } => {
                let preds: Vec<bool> = parts
                    .iter()
                    .map(|&j| match self.op_of(j).kind {
                        WarpKind::Vote { pred, .. } => pred,
                        _ => false,
                    })
                    .collect();
                let ballot = parts
                    .iter()
                    .zip(&preds)
                    .filter(|(_, &p)| p)
                    .fold(0u32, |m, (&j, _)| m | 1 << (j - base));
                let v = match mode {
                    VoteMode::All => preds.iter().all(|&p| p) as u64,
                    VoteMode::Any => preds.iter().any(|&p| p) as u64,
                    VoteMode::Uni => (preds.iter().all(|&p| p) || preds.iter().all(|&p| !p)) as u64,
                    VoteMode::Ballot => ballot as u64,
                };
                out.extend(parts.iter().map(|_| SyncResult::Value(v)));
            }
            WarpKind::Match { all, .. } => {
                let vals: Vec<u64> = parts
                    .iter()
                    .map(|&j| match self.op_of(j).kind {
                        WarpKind::Match { value, .. } => value,
                        _ => 0,
                    })
                    .collect();
                let same = vals.iter().all(|&v| v == vals[0]);
                for &v in &vals {
                    let m = parts
                        .iter()
                        .zip(&vals)
                        .filter(|(_, &w)| w == v)
                        .fold(0u32, |m, (&j, _)| m | 1 << (j - base));
                    out.push(if *all {
                        SyncResult::Pair(if same { lanes_mask as u64 } else { 0 }, same)
                    } else {
                        SyncResult::Value(m as u64)
                    });
                }
            }
            WarpKind::Redux { op: rop, .. } => {
                let vals: Vec<u32> = parts
                    .iter()
                    .map(|&j| match self.op_of(j).kind {
                        WarpKind::Redux { value, .. } => value,
                        _ => 0,
                    })
                    .collect();
                if let ReduxOp::FMinMax { max, abs, nan } = *rop {
                    let r = crate::float::redux_f32(&vals, max, abs, nan);
                    out.extend(parts.iter().map(|_| SyncResult::Value(u64::from(r))));
                    return Ok(out);
                }
                let first = vals.first().copied().unwrap_or(0);
                let r = vals.iter().skip(1).fold(first, |a, &b| match rop {
                    ReduxOp::Add => a.wrapping_add(b),
                    ReduxOp::Min => (a as i32).min(b as i32) as u32,
                    ReduxOp::Max => (a as i32).max(b as i32) as u32,
                    ReduxOp::UMin => a.min(b),
                    ReduxOp::UMax => a.max(b),
                    ReduxOp::And => a & b,
                    ReduxOp::Or => a | b,
                    ReduxOp::Xor => a ^ b,
                    ReduxOp::FMinMax { .. } => unreachable!("reduced above"),
                });
                out.extend(parts.iter().map(|_| SyncResult::Value(r as u64)));
            }
            WarpKind::Tensor { form, .. } => {
                let regs: Vec<Vec<u32>> = parts
                    .iter()
                    .map(|&j| match &self.op_of(j).kind {
                        WarpKind::Tensor { regs, .. } => regs.clone(),
                        _ => Vec::new(),
                    })
                    .collect();
                let what = op.describe();
                let res = crate::tensor::resolve(form, &regs)
                    .map_err(|e| self.error(parts[0], Fault::ub(format!("{what}: {e}"))))?;
                out.extend(res.into_iter().map(SyncResult::Words));
            }
            WarpKind::Sync => out.extend(parts.iter().map(|_| SyncResult::None)),
            WarpKind::ActiveMask => {
                out.extend(parts.iter().map(|_| SyncResult::Value(lanes_mask as u64)))
            }
        }
        Ok(out)
    }

    /// Completes block barriers whose threads have all arrived.
    fn complete_barriers(&mut self) -> Result<bool, InterpError> {
        let live = self
            .slots
            .iter()
            .filter(|s| !matches!(s.state, State::Exited))
            .count();
        let mut ids: Vec<u32> = self
            .slots
            .iter()
            .filter_map(|s| match &s.state {
                State::Bar(_, op) => Some(op.id),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        let mut progress = false;
        for id in ids {
            let waiting: Vec<usize> = (0..self.slots.len())
                .filter(|&j| matches!(&self.slots[j].state, State::Bar(_, o) if o.id == id))
                .collect();
            let State::Bar(site0, first) = self.slots[waiting[0]].state.clone() else {
                unreachable!()
            };
            let expected = first.count.map_or(live, |c| c as usize);
            if waiting.len() < expected {
                continue;
            }
            if !self.launch.relaxed_barriers {
                if let Some(&j) = waiting
                    .iter()
                    .find(|&&j| !matches!(&self.slots[j].state, State::Bar(s, _) if *s == site0))
                {
                    let mut e = self.deadlock();
                    e.msg = format!(
                        "divergent barrier: threads {} and {} wait at different barrier instructions; {}",
                        fmt_tid(self.slots[waiting[0]].ids.tid),
                        fmt_tid(self.slots[j].ids.tid),
                        e.msg
                    );
                    return Err(e);
                }
                if first.count.is_none() && live < self.slots.len() {
                    return Err(self.partial_barrier(&waiting));
                }
            }
            let preds: Vec<bool> = waiting
                .iter()
                .map(|&j| match &self.slots[j].state {
                    State::Bar(_, o) => o.pred,
                    _ => false,
                })
                .collect();
            let r = match first.red {
                BarrierRed::None => SyncResult::None,
                BarrierRed::And => SyncResult::Value(preds.iter().all(|&p| p) as u64),
                BarrierRed::Or => SyncResult::Value(preds.iter().any(|&p| p) as u64),
                BarrierRed::Popc => SyncResult::Value(preds.iter().filter(|&&p| p).count() as u64),
            };
            for j in waiting {
                self.slots[j].state = State::Run;
                self.prog.resume(&mut self.slots[j].t, r.clone());
            }
            progress = true;
        }
        Ok(progress)
    }

    /// The error for a barrier every live thread waits at while other
    /// threads of the block have exited: CUDA requires `__syncthreads()`
    /// to be reached by all threads of the block.
    fn partial_barrier(&self, waiting: &[usize]) -> InterpError {
        let exited: Vec<usize> = (0..self.slots.len())
            .filter(|&j| matches!(self.slots[j].state, State::Exited))
            .collect();
        let list: Vec<String> = exited
            .iter()
            .take(6)
            .map(|&j| fmt_tid(self.slots[j].ids.tid))
            .collect();
        let more = if exited.len() > 6 {
            format!(" and {} more", exited.len() - 6)
        } else {
            String::new()
        };
        let id = match &self.slots[waiting[0]].state {
            State::Bar(_, op) => op.id,
            _ => 0,
        };
        let f = Fault::ub(format!(
            "barrier {id} at `{}` reached by {} of {} threads of block {}; the others exited without reaching it: thread(s) {}{more}",
            self.prog.location(&self.slots[waiting[0]].t),
            waiting.len(),
            self.slots.len(),
            fmt_tid(self.ctaid),
            list.join(" "),
        ));
        self.error(waiting[0], f)
    }

    /// The error for a block where nothing can proceed.
    fn deadlock(&self) -> InterpError {
        let mut groups: BTreeMap<(u64, String), Vec<usize>> = BTreeMap::new();
        for (i, s) in self.slots.iter().enumerate() {
            let key = match &s.state {
                State::Bar(site, op) => (*site, format!("barrier {}", op.id)),
                State::Warp(site, op) => (*site, op.describe()),
                _ => continue,
            };
            groups.entry(key).or_default().push(i);
        }
        let mut parts = Vec::new();
        for ((_, what), ts) in &groups {
            let list: Vec<String> = ts
                .iter()
                .take(6)
                .map(|&i| fmt_tid(self.slots[i].ids.tid))
                .collect();
            let more = if ts.len() > 6 {
                format!(" and {} more", ts.len() - 6)
            } else {
                String::new()
            };
            parts.push(format!(
                "{} thread(s) {}{more} wait at {what}: `{}`",
                ts.len(),
                list.join(" "),
                self.prog.location(&self.slots[ts[0]].t)
            ));
        }
        let exited = self
            .slots
            .iter()
            .filter(|s| matches!(s.state, State::Exited))
            .count();
        let first = groups.values().next().map_or(0, |v| v[0]);
        let mut e = self.error(
            first,
            Fault::new(
                ErrorKind::Deadlock,
                format!(
                    "no thread of the block can proceed ({exited} exited); {}",
                    parts.join("; ")
                ),
            ),
        );
        if groups.is_empty() {
            e.thread = None;
            e.inst = None;
        }
        e
    }
}

fn fmt_tid(t: [u32; 3]) -> String {
    format!("({},{},{})", t[0], t[1], t[2])
}

/// Checks a launch against a kernel's argument count and `.maxntid` /
/// `.reqntid` bounds (missing dimensions count as 1); the message says
/// which rule the launch breaks.
pub fn check_launch_shape(
    kernel: &str,
    params: usize,
    args: usize,
    launch: &Launch,
    maxntid: Option<&[u32]>,
    reqntid: Option<&[u32]>,
) -> Result<(), String> {
    if params != args {
        return Err(format!("'{kernel}' takes {params} arguments, {args} given"));
    }
    let n = launch.threads_per_block();
    if let Some(mx) = maxntid {
        let cap: u32 = mx.iter().map(|&d| d.max(1)).product();
        if n > cap {
            return Err(format!(
                "block of {n} threads exceeds the kernel's maxntid {mx:?}"
            ));
        }
    }
    if let Some(req) = reqntid {
        let want: Vec<u32> = (0..3)
            .map(|i| req.get(i).copied().unwrap_or(1).max(1))
            .collect();
        if want != launch.block {
            return Err(format!(
                "block {:?} differs from the kernel's reqntid {req:?}",
                launch.block
            ));
        }
    }
    Ok(())
}

/// `%lanemask_{eq,lt,le,gt,ge}` (kinds 0..=4) of `lane`, as PTX defines them.
pub fn lanemask(kind: u8, lane: u32) -> u64 {
    let eq = 1u64 << (lane & 31);
    (match kind {
        0 => eq,
        1 => eq - 1,
        2 => (eq << 1) - 1,
        3 => !((eq << 1) - 1),
        _ => !(eq - 1),
    }) & 0xffff_ffff
}
