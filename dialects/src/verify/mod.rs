//! The IR verifier.
//!
//! [`verify_module`] and [`verify_function`] check every invariant of
//! [`crate::ir::function`] plus the typing rules of each opcode, and report
//! *all* violations they find rather than stopping at the first. They never
//! panic, whatever the body holds: entities that do not exist, empty blocks,
//! detached instructions and broken value definitions are reported as errors.
//!
//! What is checked, per function with a body:
//! - layout: each laid-out block exists and appears once; each instruction it
//!   lists exists, appears in one block once, and `inst_block` agrees; no
//!   instruction claims a block through `inst_block` without being listed;
//! - blocks: non-empty, ending with exactly one terminator and holding no
//!   other; parameters exist, are well-typed and know their place; the entry
//!   block has no predecessors and its parameters match the signature;
//! - successors: only terminators have them; targets exist and are laid out;
//!   branch arguments match the target's parameters in count and type;
//! - instructions: the attribute payload matches `opcode.format()`; result
//!   presence and operand/result types follow each opcode's rule (the table
//!   in `verify/ops.rs`); constants fit their type; symbols and callees exist;
//! - SSA: every operand (and branch argument) exists and is defined by a
//!   laid-out instruction or a parameter of a laid-out block, and its
//!   definition dominates the use (branch arguments are uses at the end of
//!   their block). Uses in unreachable blocks are exempt from dominance only.

use std::fmt;

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

use crate::analysis::DomTree;
use crate::diag::Diagnostic;
use crate::ir::{Block, Body, Dfg, FuncId, Function, Inst, Module, Opcode, Value, ValueDef};

mod ops;
#[cfg(test)]
mod tests;

/// The entity a verifier error is attached to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyEntity {
    /// An instruction.
    Inst(Inst),
    /// A block.
    Block(Block),
    /// A value.
    Value(Value),
}

impl fmt::Display for AnyEntity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyEntity::Inst(i) => write!(f, "{i}"),
            AnyEntity::Block(b) => write!(f, "{b}"),
            AnyEntity::Value(v) => write!(f, "{v}"),
        }
    }
}

/// One violated invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// Name of the function (without `@`).
    pub func: String,
    /// Where in the function, when the error has a place.
    pub at: Option<AnyEntity>,
    /// The opcode of the instruction at `at`, shown in messages.
    pub opcode: Option<Opcode>,
    /// What is wrong.
    pub msg: String,
}

impl fmt::Display for VerifyError {
    /// `in function @name: inst42 (nvvm.add): operand types differ: i32 vs i64`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "in function @{}: ", self.func)?;
        if let Some(at) = self.at {
            write!(f, "{at}")?;
            if let Some(op) = self.opcode {
                write!(f, " ({op})")?;
            }
            f.write_str(": ")?;
        }
        f.write_str(&self.msg)
    }
}

impl std::error::Error for VerifyError {}

impl VerifyError {
    /// A diagnostic naming `file` (the input the IR came from).
    pub fn to_diagnostic(&self, file: &str) -> Diagnostic {
        Diagnostic::bare(file, self.to_string())
    }
}

impl From<VerifyError> for Diagnostic {
    /// A diagnostic without a file; prefer [`VerifyError::to_diagnostic`]
    /// or [`diagnostics`] when the input file is known.
    fn from(e: VerifyError) -> Diagnostic {
        e.to_diagnostic("<ir>")
    }
}

/// Verifier errors of `m` as diagnostics naming the module's file.
pub fn diagnostics(m: &Module, errors: &[VerifyError]) -> Vec<Diagnostic> {
    errors.iter().map(|e| e.to_diagnostic(&m.name)).collect()
}

/// Verifies every function body of `m`, reporting all errors.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut errors = Vec::new();
    for id in m.funcs.keys() {
        if let Err(e) = verify_function(m, id) {
            errors.extend(e);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one function of `m` (declarations trivially pass).
pub fn verify_function(m: &Module, f: FuncId) -> Result<(), Vec<VerifyError>> {
    match m.funcs.get(f).map(|func| &func.body) {
        Some(None) => Ok(()),
        Some(Some(body)) => verify_body(m, f, body),
        None => verify_body(m, f, &Body::default()),
    }
}

/// Verifies `body` as the body of function `f` of `m` (which keeps its
/// own body): lets a pass check a candidate body before installing it.
pub fn verify_body(m: &Module, f: FuncId, body: &Body) -> Result<(), Vec<VerifyError>> {
    let Some(func) = m.funcs.get(f) else {
        return Err(vec![VerifyError {
            func: f.to_string(),
            at: None,
            opcode: None,
            msg: format!("function {f} does not exist"),
        }]);
    };
    let errors = Verifier::new(m, func, body).run();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// State of one function's verification.
struct Verifier<'a> {
    m: &'a Module,
    func: &'a Function,
    body: &'a Body,
    dfg: &'a Dfg,
    errors: Vec<VerifyError>,
    /// Laid-out blocks that exist, first occurrence only, in layout order.
    blocks: Vec<Block>,
    laid_out: SecondaryMap<Block, bool>,
    /// The laid-out block listing each instruction (first listing).
    home: SecondaryMap<Inst, PackedOption<Block>>,
    /// Position of each laid-out instruction in its block.
    pos: SecondaryMap<Inst, u32>,
    dt: DomTree,
}

impl<'a> Verifier<'a> {
    fn new(m: &'a Module, func: &'a Function, body: &'a Body) -> Self {
        Verifier {
            m,
            func,
            body,
            dfg: &body.dfg,
            errors: Vec::new(),
            blocks: Vec::new(),
            laid_out: SecondaryMap::new(),
            home: SecondaryMap::new(),
            pos: SecondaryMap::new(),
            dt: DomTree::default(),
        }
    }

    fn run(mut self) -> Vec<VerifyError> {
        self.check_layout();
        self.check_blocks();
        self.dt = DomTree::new(self.body);
        self.check_entry();
        let dfg = self.dfg;
        for bi in 0..self.blocks.len() {
            let b = self.blocks[bi];
            for &inst in &dfg.blocks[b].insts {
                if self.home[inst].expand() == Some(b) && self.pos_is_first(b, inst) {
                    self.check_inst(b, inst);
                }
            }
        }
        self.errors
    }

    /// True unless `inst` was listed earlier in the same block (a duplicate
    /// already reported by the layout check).
    fn pos_is_first(&self, b: Block, inst: Inst) -> bool {
        self.dfg.blocks[b].insts.get(self.pos[inst] as usize) == Some(&inst)
    }

    fn error(&mut self, at: Option<AnyEntity>, msg: String) {
        let opcode = match at {
            Some(AnyEntity::Inst(i)) => self.dfg.insts.get(i).map(|d| d.opcode),
            _ => None,
        };
        self.errors.push(VerifyError {
            func: self.func.name.clone(),
            at,
            opcode,
            msg,
        });
    }

    fn inst_error(&mut self, i: Inst, msg: String) {
        self.error(Some(AnyEntity::Inst(i)), msg);
    }

    fn block_error(&mut self, b: Block, msg: String) {
        self.error(Some(AnyEntity::Block(b)), msg);
    }

    fn check_layout(&mut self) {
        let dfg = self.dfg;
        let body = self.body;
        let layout = &body.layout;
        for &b in &layout.blocks {
            if !dfg.blocks.is_valid(b) {
                self.block_error(b, format!("the layout lists {b}, which does not exist"));
                continue;
            }
            if self.laid_out[b] {
                self.block_error(b, format!("{b} appears more than once in the layout"));
                continue;
            }
            self.laid_out[b] = true;
            self.blocks.push(b);
            for (i, &inst) in dfg.blocks[b].insts.iter().enumerate() {
                if !dfg.insts.is_valid(inst) {
                    self.block_error(b, format!("{b} lists {inst}, which does not exist"));
                    continue;
                }
                if let Some(h) = self.home[inst].expand() {
                    let msg = if h == b {
                        format!("listed twice in {b}")
                    } else {
                        format!("listed in both {h} and {b}")
                    };
                    self.inst_error(inst, msg);
                    continue;
                }
                self.home[inst] = b.into();
                self.pos[inst] = i as u32;
                match layout.inst_block[inst] {
                    Some(ib) if ib == b => {}
                    Some(ib) => self.inst_error(
                        inst,
                        format!("inst_block says {ib}, but the instruction is in {b}"),
                    ),
                    None => self.inst_error(
                        inst,
                        format!("inst_block is unset, but the instruction is in {b}"),
                    ),
                }
            }
        }
        for (inst, ib) in layout.inst_block.iter() {
            if let Some(b) = *ib {
                if self.home[inst].is_none() {
                    self.inst_error(
                        inst,
                        format!("inst_block says {b}, but no laid-out block lists the instruction"),
                    );
                }
            }
        }
    }

    fn check_blocks(&mut self) {
        let dfg = self.dfg;
        for bi in 0..self.blocks.len() {
            let b = self.blocks[bi];
            for (n, &p) in dfg.block_params(b).iter().enumerate() {
                let Some(data) = dfg.values.get(p) else {
                    self.block_error(b, format!("parameter {n} ({p}) does not exist"));
                    continue;
                };
                if data.def != ValueDef::Param(b, n as u32) {
                    self.error(
                        Some(AnyEntity::Value(p)),
                        format!(
                            "parameter {n} of {b} records its definition as {}",
                            def_str(data.def)
                        ),
                    );
                }
                if let Err(e) = ops::type_wf(data.ty) {
                    self.error(Some(AnyEntity::Value(p)), e);
                }
            }
            let insts: Vec<Inst> = dfg.blocks[b]
                .insts
                .iter()
                .copied()
                .filter(|&i| self.home[i].expand() == Some(b))
                .collect();
            let Some((&last, rest)) = insts.split_last() else {
                self.block_error(b, "block is empty; it must end with a terminator".into());
                continue;
            };
            if !dfg.insts[last].opcode.is_terminator() {
                self.block_error(b, "block does not end with a terminator".into());
            }
            for &i in rest {
                if dfg.insts[i].opcode.is_terminator() {
                    self.inst_error(i, format!("terminator in the middle of {b}"));
                }
            }
        }
    }

    fn check_entry(&mut self) {
        let Some(&entry) = self.body.layout.blocks.first() else {
            self.error(None, "the body has no blocks".into());
            return;
        };
        if !self.dfg.blocks.is_valid(entry) {
            return; // reported by the layout check
        }
        let preds = self.dt.preds(entry);
        if !preds.is_empty() {
            let list: Vec<String> = preds.iter().map(|p| p.to_string()).collect();
            self.block_error(
                entry,
                format!("the entry block has predecessors: {}", list.join(", ")),
            );
        }
        let params = self.dfg.block_params(entry);
        let sig = &self.func.params;
        if params.len() != sig.len() {
            self.block_error(
                entry,
                format!(
                    "the entry block has {} parameters, but the function has {}",
                    params.len(),
                    sig.len()
                ),
            );
            return;
        }
        for (n, (&p, &t)) in params.iter().zip(sig).enumerate() {
            if let Some(d) = self.dfg.values.get(p) {
                if d.ty != t {
                    self.block_error(
                        entry,
                        format!(
                            "entry parameter {n} has type {}, but the function's is {t}",
                            d.ty
                        ),
                    );
                }
            }
        }
    }

    fn check_inst(&mut self, b: Block, inst: Inst) {
        let dfg = self.dfg;
        let data = &dfg.insts[inst];
        let op = data.opcode;
        if let Some(r) = dfg.results[inst] {
            match dfg.values.get(r) {
                None => self.inst_error(inst, format!("result {r} does not exist")),
                Some(vd) => {
                    if vd.def != ValueDef::Result(inst) {
                        self.inst_error(
                            inst,
                            format!("result {r} records its definition as {}", def_str(vd.def)),
                        );
                    }
                    if let Err(e) = ops::type_wf(vd.ty) {
                        self.inst_error(inst, format!("result type: {e}"));
                    }
                }
            }
        }
        let mut types_ok = true;
        for &a in dfg.inst_args(inst) {
            types_ok &= self.check_use(b, inst, a);
        }
        if !op.is_terminator() && !data.succs.is_empty() {
            self.inst_error(inst, "only terminators may have successors".into());
        }
        for call in &data.succs {
            let t = call.block;
            let args = dfg.call_args(call);
            for &a in args {
                types_ok &= self.check_use(b, inst, a);
            }
            if !dfg.blocks.is_valid(t) {
                self.inst_error(inst, format!("branch target {t} does not exist"));
                continue;
            }
            if !self.laid_out[t] {
                self.inst_error(inst, format!("branch target {t} is not in the layout"));
            }
            let params = dfg.block_params(t);
            if args.len() != params.len() {
                self.inst_error(
                    inst,
                    format!(
                        "branch to {t} passes {} arguments, but {t} has {} parameters",
                        args.len(),
                        params.len()
                    ),
                );
                continue;
            }
            for (n, (&a, &p)) in args.iter().zip(params).enumerate() {
                if let (Some(av), Some(pv)) = (dfg.values.get(a), dfg.values.get(p)) {
                    if av.ty != pv.ty {
                        self.inst_error(
                            inst,
                            format!(
                                "argument {n} of the branch to {t} has type {}, but parameter {p} has type {}",
                                av.ty, pv.ty
                            ),
                        );
                    }
                }
            }
        }
        let format_ok = data.attrs.format() == Some(op.format());
        if !format_ok {
            let found = data
                .attrs
                .format()
                .map_or_else(|| "unknown".to_string(), |f| format!("{f:?}"));
            self.inst_error(
                inst,
                format!(
                    "attributes have format {found}, but the opcode expects {:?}",
                    op.format()
                ),
            );
        }
        if types_ok {
            for msg in self.check_op(inst, format_ok) {
                self.inst_error(inst, msg);
            }
        }
    }

    /// Checks that `v`, used by `inst` in `b`, exists, is defined in the
    /// layout and (in reachable code) dominates the use. Returns whether the
    /// value exists, i.e. whether its type can be used.
    fn check_use(&mut self, b: Block, inst: Inst, v: Value) -> bool {
        let dfg = self.dfg;
        let Some(vd) = dfg.values.get(v) else {
            self.inst_error(inst, format!("operand {v} does not exist"));
            return false;
        };
        let reachable = self.dt.is_reachable(b);
        match vd.def {
            ValueDef::Result(d) => {
                if !dfg.insts.is_valid(d) || dfg.results[d] != Some(v) {
                    self.inst_error(
                        inst,
                        format!(
                            "operand {v} claims to be the result of {d}, which does not define it"
                        ),
                    );
                    return true;
                }
                let Some(db) = self.home[d].expand() else {
                    self.inst_error(
                        inst,
                        format!("operand {v} is defined by {d}, which is not in the layout"),
                    );
                    return true;
                };
                if !reachable {
                    return true;
                }
                let dominated = if db == b {
                    self.pos[d] < self.pos[inst]
                } else {
                    self.dt.dominates(db, b)
                };
                if !dominated {
                    self.inst_error(
                        inst,
                        format!("operand {v} (defined by {d} in {db}) does not dominate this use"),
                    );
                }
            }
            ValueDef::Param(pb, n) => {
                let ok =
                    dfg.blocks.is_valid(pb) && dfg.block_params(pb).get(n as usize) == Some(&v);
                if !ok {
                    self.inst_error(
                        inst,
                        format!("operand {v} claims to be parameter {n} of {pb}, which it is not"),
                    );
                    return true;
                }
                if !self.laid_out[pb] {
                    self.inst_error(
                        inst,
                        format!("operand {v} is a parameter of {pb}, which is not in the layout"),
                    );
                    return true;
                }
                if reachable && !self.dt.dominates(pb, b) {
                    self.inst_error(
                        inst,
                        format!("operand {v} (parameter of {pb}) does not dominate this use"),
                    );
                }
            }
        }
        true
    }
}

fn def_str(d: ValueDef) -> String {
    match d {
        ValueDef::Result(i) => format!("the result of {i}"),
        ValueDef::Param(b, n) => format!("parameter {n} of {b}"),
    }
}
