//! Control flow: statement sequences, if/else diamonds, guards, early
//! exits, switches and counted loops.
//!
//! Invariants:
//!
//! - every region opens a pool scope on entry and closes it on exit,
//!   storing (or digesting) the values it leaves unused before its final
//!   branch; values leave a region only as arguments of the join or exit
//!   block, whose parameters join the enclosing scope;
//! - a region under a condition, switch value or trip count that is not
//!   block-uniform runs with [`Ctx::uniform`](super::state::Ctx) false, and
//!   so does everything after an early exit: no barrier, shared phase or
//!   warp operation is emitted there;
//! - loops run `0 <= trip <= 7` times (`trip <= 4` when nested), the trip
//!   count being a constant or a value masked with `& 3` / `& 7` (plus one
//!   for bottom-tested loops, which run at least once); counters start at
//!   0 and step by 1 (or start at `trip` and step by -1 down to 0), so every
//!   loop terminates whatever the inputs; loops nest at most two deep (one
//!   level, with inner-loop trip counts, in device functions);
//! - no two successors of one terminator are the same block.

use super::state::Gen;
use dialects::ir::*;

#[derive(Copy, Clone)]
enum Stmt {
    Compute,
    Load,
    Store,
    Diamond,
    Guard,
    EarlyExit,
    Switch,
    Loop,
    RowLoop,
    Shared,
    Barrier,
    BarrierReduction,
    Warp,
    Vector,
    Adjacent,
    LocalArray,
    SharedAtomic,
    GlobalAtomic,
    Call,
}

impl Gen<'_> {
    /// Whether the kernel reached its size.
    fn full(&self) -> bool {
        self.body.dfg.insts.len() >= self.cap
    }

    /// The instruction budget of each of `parts` sub-regions of a
    /// construct: together under half of what is left, so one construct
    /// never takes the whole kernel.
    fn share(&self, parts: usize) -> usize {
        let left = self.cap.saturating_sub(self.body.dfg.insts.len());
        (left * 45 / 100 / parts).max(4)
    }

    /// Runs `f` with at most `budget` more instructions before the kernel
    /// counts as full.
    fn capped<R>(&mut self, budget: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.cap;
        self.cap = (self.body.dfg.insts.len() + budget).min(saved);
        let r = f(self);
        self.cap = saved;
        r
    }

    /// Up to `stmts` statements into the current block (fewer once the
    /// kernel is full).
    pub(crate) fn region(&mut self, stmts: u32) {
        for _ in 0..stmts {
            if self.full() {
                break;
            }
            self.stmt();
        }
    }

    fn stmt(&mut self) {
        let c = self.ctx;
        let nest = (c.depth < self.cfg.max_depth) as u32;
        let uni = (c.uniform && !self.exited) as u32;
        let loops = (self.cfg.loops && c.loop_depth < 2) as u32 * nest;
        let bar = self.cfg.barriers as u32 * uni;
        let shared = (self.cfg.shared && self.cfg.barriers) as u32 * uni;
        let kernel = self.device.is_none() as u32;
        let top = (c.depth == 0) as u32 * kernel;
        let extras = self.cfg.memory_extras as u32;
        let inputs = !self.inputs.is_empty() as u32;
        let calls = self.cfg.calls as u32 * kernel;
        let s = self.rng.weighted(&[
            (40, Stmt::Compute),
            (8 * inputs, Stmt::Load),
            (5, Stmt::Store),
            (8 * nest, Stmt::Diamond),
            (2 * nest * uni * kernel, Stmt::Guard),
            (top * uni, Stmt::EarlyExit),
            (2 * nest, Stmt::Switch),
            (7 * loops, Stmt::Loop),
            (2 * loops * self.has_row_input() as u32, Stmt::RowLoop),
            (4 * shared, Stmt::Shared),
            (bar, Stmt::Barrier),
            (bar, Stmt::BarrierReduction),
            (2 * self.cfg.warp as u32 * uni, Stmt::Warp),
            (
                (3 * self.cfg.vectors as u32) * self.has_vector_input() as u32,
                Stmt::Vector,
            ),
            (
                (4 * self.cfg.vectors as u32) * self.has_record_input() as u32,
                Stmt::Adjacent,
            ),
            (2 * extras, Stmt::LocalArray),
            (shared * extras, Stmt::SharedAtomic),
            (2 * extras * kernel, Stmt::GlobalAtomic),
            (3 * calls, Stmt::Call),
        ]);
        match s {
            Stmt::Compute => {
                let t = self.pick_type();
                self.new_value(t, 0);
            }
            Stmt::Load => {
                let k = self.rng.below(self.inputs.len() as u64) as usize;
                let v = self.load_input(k, 1);
                self.keep(v);
            }
            Stmt::Store => {
                if let Some((v, _)) = self.pool.pick_any(&mut self.rng) {
                    self.observe(v);
                }
            }
            Stmt::Diamond => {
                let c = self.branch_cond();
                let with_else = self.rng.chance(70);
                self.diamond(c, with_else);
            }
            Stmt::Guard => {
                // if (gid < n) { ... }
                self.feat.guards += 1;
                let p = self.rng.pick(&[IntPred::Slt, IntPred::Ult]);
                let (gid, n) = (self.sr.gid, self.sr.n);
                let c = self.icmp(p, gid, n);
                self.diamond(c, false);
            }
            Stmt::EarlyExit => self.early_exit(),
            Stmt::Switch => self.switch(),
            Stmt::Loop => self.counted_loop(),
            Stmt::RowLoop => self.row_loop(),
            Stmt::Shared => self.shared_phase(),
            Stmt::Barrier => self.barrier(),
            Stmt::BarrierReduction => self.barrier_reduction(),
            Stmt::Warp => self.warp_op(),
            Stmt::Vector => self.vector_stmt(),
            Stmt::Adjacent => self.adjacent_stmt(),
            Stmt::LocalArray => self.local_array(),
            Stmt::SharedAtomic => self.shared_atomic(),
            Stmt::GlobalAtomic => self.global_atomic(),
            Stmt::Call => self.call(),
        }
    }

    /// A branch condition: thread-dependent, block-uniform or data-driven.
    fn branch_cond(&mut self) -> Value {
        match self.rng.below(10) {
            0 | 1 => {
                // Warp or lane divergence on the thread id.
                let tid = self.sr.tid;
                let mv = self.rng.pick(&[1, 3, 31, 32, 63]);
                let m = self.iconst(ty::I32, mv);
                let x = self.bin(Opcode::And, tid, m);
                let zv = self.rng.below(2) as i128;
                let z = self.iconst(ty::I32, zv);
                self.icmp(IntPred::Eq, x, z)
            }
            2 => {
                // Block-uniform: on the block id or a scalar parameter.
                let a = self
                    .rng
                    .pick(&[self.sr.n, self.sr.ntid, self.sr.nt, self.sr.gid]);
                let a = if a == self.sr.gid {
                    self.sreg("ctaid.x")
                } else {
                    a
                };
                let kv = self.rng.range(0, 70) as i128;
                let k = self.iconst(ty::I32, kv);
                let p = self.rng.pick(IntPred::ALL);
                self.icmp(p, a, k)
            }
            _ => self.operand(ty::I1, 1),
        }
    }

    /// Values of `types` for a branch to a join block.
    fn join_args(&mut self, types: &[Type]) -> Vec<Value> {
        let args: Vec<Value> = types.iter().map(|&t| self.operand(t, 1)).collect();
        for &a in &args {
            self.pool.mark_used(a);
        }
        args
    }

    /// Enters a region under a condition of uniformity `uniform`.
    fn enter(&mut self, uniform: bool, is_loop: bool) -> super::state::Ctx {
        let saved = self.ctx;
        self.ctx.uniform &= uniform;
        self.ctx.depth += 1;
        if is_loop {
            self.ctx.loop_depth += 1;
        }
        self.pool.push();
        saved
    }

    /// Leaves a region: stores its unused values, restores the context.
    fn leave(&mut self, saved: super::state::Ctx) {
        let rest = self.pool.pop();
        self.flush(rest);
        self.ctx = saved;
    }

    /// One arm of a diamond or switch: a region, then the join's
    /// arguments; the caller branches.
    fn arm(&mut self, block: Block, types: &[Type], uniform: bool, budget: usize) -> Vec<Value> {
        self.cur = block;
        let saved = self.enter(uniform, false);
        let n = self.rng.range(1, 4) as u32;
        self.capped(budget, |g| g.region(n));
        let args = self.join_args(types);
        self.leave(saved);
        args
    }

    /// Adds the join block's parameters to the pool.
    fn join(&mut self, join: Block, uniform: bool) {
        self.cur = join;
        let params = self.body.dfg.block_params(join).to_vec();
        self.feat.join_params += params.len() as u32;
        for p in params {
            self.uniform[p] = uniform;
            self.keep(p);
        }
    }

    fn join_types(&mut self) -> Vec<Type> {
        let n = self.rng.range(0, 3);
        (0..n).map(|_| self.pick_type()).collect()
    }

    /// `if (c) { .. } else { .. }` (or without the else arm, the false edge
    /// going straight to the join with arguments).
    fn diamond(&mut self, c: Value, with_else: bool) {
        self.feat.diamonds += 1;
        let types = self.join_types();
        let cu = self.uniform[c];
        let mut b = self.b();
        let then_b = b.create_block();
        let else_b = with_else.then(|| b.create_block());
        let (join, _) = b.create_block_with_params(&types);
        let direct = if with_else {
            Vec::new()
        } else {
            self.join_args(&types)
        };
        let mut all_uniform = direct.iter().all(|&v| self.uniform[v]);
        self.pool.mark_used(c);
        let f_edge = match else_b {
            Some(e) => (e, &[][..]),
            None => (join, &direct[..]),
        };
        self.b().condbr(c, (then_b, &[]), f_edge);
        let budget = self.share(1 + with_else as usize);
        let args = self.arm(then_b, &types, cu, budget);
        all_uniform &= args.iter().all(|&v| self.uniform[v]);
        self.b().br(join, &args);
        if let Some(e) = else_b {
            let args = self.arm(e, &types, cu, budget);
            all_uniform &= args.iter().all(|&v| self.uniform[v]);
            self.b().br(join, &args);
        }
        self.join(join, cu && all_uniform);
    }

    /// `if (gid >= n) return;` at the top level: the rest of the kernel
    /// runs in divergent control flow.
    fn early_exit(&mut self) {
        self.feat.early_exits += 1;
        let (gid, n) = (self.sr.gid, self.sr.n);
        let c = self.icmp(IntPred::Sge, gid, n);
        let mut b = self.b();
        let out = b.create_block();
        let cont = b.create_block();
        self.b().condbr(c, (out, &[]), (cont, &[]));
        self.cur = out;
        self.b().ret(None);
        self.cur = cont;
        self.exited = true;
        self.ctx.uniform = false;
    }

    /// `switch (x & 7)` over two to four cases, each its own arm, joining
    /// with block parameters; the default edge may go straight to the join.
    fn switch(&mut self) {
        self.feat.switches += 1;
        let w = self.rng.pick(&[8, 16, 32, 32, 64]);
        let t = Type::Int(w);
        let x = self.operand(t, 1);
        let m = self.iconst(t, 7);
        let sel = self.bin(Opcode::And, x, m);
        let su = self.uniform[sel];
        let types = self.join_types();
        // Distinct case values out of 0..8.
        let mut vals: Vec<u128> = (0..8).collect();
        for i in 0..vals.len() {
            let j = i + self.rng.below((vals.len() - i) as u64) as usize;
            vals.swap(i, j);
        }
        let ncases = self.rng.range(2, 4) as usize;
        vals.truncate(ncases);
        let direct_default = self.rng.chance(25);
        let mut b = self.b();
        let arms: Vec<Block> = (0..ncases + !direct_default as usize)
            .map(|_| b.create_block())
            .collect();
        let (join, _) = b.create_block_with_params(&types);
        let dargs = if direct_default {
            self.join_args(&types)
        } else {
            Vec::new()
        };
        let mut all_uniform = dargs.iter().all(|&v| self.uniform[v]);
        let default = if direct_default {
            (join, &dargs[..])
        } else {
            (arms[ncases], &[][..])
        };
        let cases: Vec<(u128, Block, &[Value])> = vals
            .iter()
            .zip(&arms)
            .map(|(&v, &b)| (v, b, &[][..]))
            .collect();
        self.b().switch(sel, default, &cases);
        let budget = self.share(arms.len());
        for &a in &arms {
            let args = self.arm(a, &types, su, budget);
            all_uniform &= args.iter().all(|&v| self.uniform[v]);
            self.b().br(join, &args);
        }
        self.join(join, su && all_uniform);
    }

    /// A trip count of type `ct` for a loop: `1..=6` (or `1..=4` nested)
    /// for bottom-tested loops, `0..=7` (`0..=3`) for top-tested ones; and
    /// whether it is block-uniform.
    fn trip_count(&mut self, ct: Type, bottom: bool) -> Value {
        let nested = self.ctx.loop_depth > 0;
        let mask: i128 = if nested { 3 } else { 7 };
        let src = match self.rng.below(6) {
            0 | 1 => None,
            2 => Some(self.sr.n),
            3 => self.ctx.counter.or(Some(self.sr.tid)),
            4 => Some(self.rng.pick(&[self.sr.tid, self.sr.gid])),
            _ => {
                let t = self.rng.pick(&[ty::I32, ty::I64]);
                Some(self.operand(t, 1))
            }
        };
        let Some(x) = src else {
            let hi = if nested { 4 } else { 6 };
            let lo = bottom as u64;
            let c = self.rng.range(lo, hi) as i128;
            return self.iconst(ct, c);
        };
        let xt = self.ty(x);
        // Bottom-tested loops run at least once: (x & 3) + 1.
        let m = self.iconst(xt, if bottom { 3 } else { mask });
        let mut v = self.bin(Opcode::And, x, m);
        if bottom {
            let one = self.iconst(xt, 1);
            v = self.bin(Opcode::Add, v, one);
        }
        if xt != ct {
            let op = if xt == ty::I64 {
                Opcode::Trunc
            } else {
                self.rng.pick(&[Opcode::ZExt, Opcode::SExt])
            };
            v = self.op(op, &[v], ct);
        }
        v
    }

    /// The next value of a loop-carried `c`.
    fn carry_update(&mut self, c: Value) -> Value {
        let t = self.ty(c);
        match t {
            Type::Int(1) => {
                let x = self.operand(t, 1);
                self.bin(Opcode::Xor, c, x)
            }
            Type::Int(_) => {
                let op = self.rng.weighted(&[
                    (4, Opcode::Add),
                    (2, Opcode::Xor),
                    (2, Opcode::Sub),
                    (1, Opcode::Mul),
                ]);
                let x = self.operand(t, 1);
                self.bin(op, c, x)
            }
            _ => {
                if self.rng.chance(50) {
                    // acc += a * b, contractible into an fma.
                    let a = self.operand(t, 1);
                    let b = self.operand(t, 1);
                    let fm = Attrs::Float(super::state::CONTRACT);
                    let p = self.emit(Opcode::FMul, &[a, b], fm.clone(), t);
                    self.emit(Opcode::FAdd, &[c, p], fm, t)
                } else {
                    let op = self.rng.pick(&[Opcode::FAdd, Opcode::FSub, Opcode::FMul]);
                    let x = self.operand(t, 1);
                    self.bin(op, c, x)
                }
            }
        }
    }

    /// Sometimes passes loop-carried parameters themselves, swapped, as the
    /// next values (a parallel copy with a cycle on the back edge) or
    /// unchanged.
    fn permute_carried(&mut self, carried: &[Value], next: &mut [Value]) {
        let n = carried.len();
        if n >= 2 && self.rng.chance(35) {
            'swap: for i in 0..n {
                for j in i + 1..n {
                    if self.ty(carried[i]) == self.ty(carried[j]) {
                        next[i] = carried[j];
                        next[j] = carried[i];
                        break 'swap;
                    }
                }
            }
        } else if n >= 1 && self.rng.chance(15) {
            let j = self.rng.below(n as u64) as usize;
            next[j] = carried[j];
        }
        for &v in next.iter() {
            self.pool.mark_used(v);
        }
    }

    /// A counted loop with loop-carried values: bottom-tested (rotated, as
    /// LLVM emits them: counting up or down) or top-tested.
    fn counted_loop(&mut self) {
        self.feat.loops += 1;
        if self.ctx.loop_depth > 0 {
            self.feat.nested_loops += 1;
        }
        let ct = if self.rng.chance(25) {
            ty::I64
        } else {
            ty::I32
        };
        let bottom = self.rng.chance(60);
        let trip = self.trip_count(ct, bottom);
        let tu = self.uniform[trip];
        if !tu {
            self.feat.divergent_loops += 1;
        }
        let ncar = self.rng.range(0, 3) as usize;
        let same = self.rng.chance(40).then(|| self.pick_type());
        let types: Vec<Type> = (0..ncar)
            .map(|_| same.unwrap_or_else(|| self.pick_type()))
            .collect();
        self.feat.loop_carried += ncar as u32;
        let inits = self.join_args(&types);
        let down = bottom && self.rng.chance(25);
        let start = if down { trip } else { self.iconst(ct, 0) };
        self.pool.mark_used(trip);

        let mut hp = vec![ct];
        hp.extend(&types);
        let mut b = self.b();
        let (header, hparams) = b.create_block_with_params(&hp);
        let (exit, _) = b.create_block_with_params(&types);
        let mut args = vec![start];
        args.extend(&inits);
        self.b().br(header, &args);

        self.cur = header;
        let saved = self.enter(tu, true);
        let i = hparams[0];
        self.uniform[i] = self.ctx.uniform;
        self.ctx.counter = Some(i);
        self.keep(i);
        self.pool.mark_used(i);
        let carried = hparams[1..].to_vec();
        for &c in &carried {
            self.uniform[c] = false;
            self.keep(c);
        }
        let one = self.iconst(ct, 1);
        if bottom {
            let n = self.rng.range(1, 4) as u32;
            let budget = self.share(1);
            self.capped(budget, |g| g.region(n));
            let mut next: Vec<Value> = carried.iter().map(|&c| self.carry_update(c)).collect();
            self.permute_carried(&carried, &mut next);
            let (i2, more) = if down {
                let i2 = self.bin(Opcode::Sub, i, one);
                let z = self.iconst(ct, 0);
                let p = self.rng.pick(&[IntPred::Ne, IntPred::Sgt, IntPred::Ugt]);
                (i2, self.icmp(p, i2, z))
            } else {
                let i2 = self.bin(Opcode::Add, i, one);
                let p = self.rng.pick(&[IntPred::Slt, IntPred::Ult, IntPred::Ne]);
                (i2, self.icmp(p, i2, trip))
            };
            self.leave(saved);
            let mut back = vec![i2];
            back.extend(&next);
            self.b()
                .condbr(more, (header, &back[..]), (exit, &next[..]));
        } else {
            let p = self.rng.pick(&[IntPred::Slt, IntPred::Ult]);
            let more = self.icmp(p, i, trip);
            let body = self.b().create_block();
            self.b().condbr(more, (body, &[]), (exit, &carried[..]));
            self.cur = body;
            let n = self.rng.range(1, 4) as u32;
            let budget = self.share(1);
            self.capped(budget, |g| g.region(n));
            let mut next: Vec<Value> = carried.iter().map(|&c| self.carry_update(c)).collect();
            self.permute_carried(&carried, &mut next);
            let i2 = self.bin(Opcode::Add, i, one);
            self.leave(saved);
            let mut back = vec![i2];
            back.extend(&next);
            self.b().br(header, &back);
        }
        self.cur = exit;
        for p in self.body.dfg.block_params(exit).to_vec() {
            self.uniform[p] = false;
            self.keep(p);
        }
    }
}
