//! A function body: data-flow graph plus layout.
//!
//! Invariants (checked by the verifier):
//! - every value is defined once, as one instruction's result or one block's
//!   parameter; `ValueData::def` names that place;
//! - an instruction has at most one result (aggregates are values);
//! - the layout lists each block once and each inserted instruction once, and
//!   `inst_block` agrees with it;
//! - a block ends with exactly one terminator, and only terminators have
//!   successors; successor arguments match the target's parameters.
//!
//! The entry block is the first in layout; its parameters are the function's
//! parameters.

use cranelift_entity::{EntityList, ListPool, PrimaryMap, SecondaryMap};
use rustc_hash::{FxHashMap, FxHashSet};

use super::attrs::{Attrs, Const};
use super::entities::{Block, Inst, Value};
use super::opcode::Opcode;
use super::types::Type;

/// A list of values stored in the function's pool.
pub type ValueList = EntityList<Value>;

/// A branch target with the arguments bound to its block parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    /// The target block.
    pub block: Block,
    /// Arguments, one per target parameter.
    pub args: ValueList,
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct InstData {
    /// What it does.
    pub opcode: Opcode,
    /// Operands.
    pub args: ValueList,
    /// The payload named by `opcode.format()`.
    pub attrs: Attrs,
    /// Successors (terminators only).
    pub succs: Vec<BlockCall>,
}

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// The result of an instruction.
    Result(Inst),
    /// The n-th parameter of a block.
    Param(Block, u32),
}

/// One SSA value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
}

/// Metadata kept with an instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstMeta {
    /// `!llvm.loop` hints on a latch branch: (name, optional integer operand),
    /// e.g. `("llvm.loop.unroll.count", Some(4))`.
    pub loop_hints: Vec<(String, Option<i64>)>,
    /// `!range` pairs `[lo, hi)` on a load or call, as bit patterns.
    pub range: Vec<(u128, u128)>,
}

/// Per-block data.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Parameters (the phis of LLVM).
    pub params: ValueList,
    /// Instructions in order.
    pub insts: Vec<Inst>,
}

/// Instructions, values and blocks of a function.
#[derive(Clone, Default)]
pub struct Dfg {
    /// All instructions, including ones not (or no longer) in the layout.
    pub insts: PrimaryMap<Inst, InstData>,
    /// The single result of an instruction, if it has one.
    pub results: SecondaryMap<Inst, Option<Value>>,
    /// All values.
    pub values: PrimaryMap<Value, ValueData>,
    /// All blocks.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Pool for operand and parameter lists.
    pub pool: ListPool<Value>,
    /// Optional value names (from the source, or given by passes).
    pub value_names: SecondaryMap<Value, Option<String>>,
    /// Optional block names.
    pub block_names: SecondaryMap<Block, Option<String>>,
    /// Metadata of instructions that carry any.
    pub meta: FxHashMap<Inst, InstMeta>,
}

/// The order of blocks and the block of each instruction.
#[derive(Clone, Default)]
pub struct Layout {
    /// Blocks in order; the first is the entry.
    pub blocks: Vec<Block>,
    /// The block each laid-out instruction is in.
    pub inst_block: SecondaryMap<Inst, Option<Block>>,
}

/// A function body together with its signature's value types.
#[derive(Clone, Default)]
pub struct Body {
    /// The data-flow graph.
    pub dfg: Dfg,
    /// The layout.
    pub layout: Layout,
}

impl Dfg {
    /// Creates an empty block.
    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len(&self.pool) as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        });
        self.blocks[block].params.push(v, &mut self.pool);
        v
    }

    /// Removes parameter `index` of `block` and the argument every edge
    /// to `block` passes for it; later parameters move down one place. The
    /// parameter's value must have no uses left.
    pub fn remove_block_param(&mut self, block: Block, index: usize) {
        self.blocks[block].params.remove(index, &mut self.pool);
        let later: Vec<Value> = self.block_params(block)[index..].to_vec();
        for v in later {
            if let ValueDef::Param(b, n) = self.values[v].def {
                self.values[v].def = ValueDef::Param(b, n - 1);
            }
        }
        for data in self.insts.values_mut() {
            for s in data.succs.iter_mut().filter(|s| s.block == block) {
                if index < s.args.len(&self.pool) {
                    s.args.remove(index, &mut self.pool);
                }
            }
        }
    }

    /// The parameters of a block.
    pub fn block_params(&self, block: Block) -> &[Value] {
        self.blocks[block].params.as_slice(&self.pool)
    }

    /// Creates an instruction (not yet in any block) with an optional result.
    pub fn make_inst(
        &mut self,
        opcode: Opcode,
        args: &[Value],
        attrs: Attrs,
        result: Option<Type>,
    ) -> Inst {
        let args = ValueList::from_slice(args, &mut self.pool);
        let inst = self.insts.push(InstData {
            opcode,
            args,
            attrs,
            succs: Vec::new(),
        });
        if let Some(ty) = result {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(inst),
            });
            self.results[inst] = Some(v);
        }
        inst
    }

    /// Makes a branch target.
    pub fn block_call(&mut self, block: Block, args: &[Value]) -> BlockCall {
        BlockCall {
            block,
            args: ValueList::from_slice(args, &mut self.pool),
        }
    }

    /// Operands of an instruction.
    pub fn inst_args(&self, inst: Inst) -> &[Value] {
        self.insts[inst].args.as_slice(&self.pool)
    }

    /// The result of an instruction.
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst]
    }

    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// The instruction defining `v`, when `v` is an instruction result
    /// (`None` for block parameters and invalid values).
    pub fn def_inst(&self, v: Value) -> Option<Inst> {
        match self.values.get(v)?.def {
            ValueDef::Result(i) => Some(i),
            ValueDef::Param(..) => None,
        }
    }

    /// The constant of the `nvvm.const` defining `v`, if that is its
    /// definition.
    pub fn const_value(&self, v: Value) -> Option<&Const> {
        let d = self.insts.get(self.def_inst(v)?)?;
        match (&d.opcode, &d.attrs) {
            (Opcode::Const, Attrs::Const(c)) => Some(c),
            _ => None,
        }
    }

    /// The integer an integer-typed `v` holds when an `nvvm.const` defines
    /// it, sign-extended from its width, with the width (zero and null
    /// constants are 0).
    pub fn int_const(&self, v: Value) -> Option<(i128, u32)> {
        let Type::Int(bits @ 1..=128) = self.values.get(v)?.ty else {
            return None;
        };
        let raw = match self.const_value(v)? {
            Const::Int(x) => *x,
            Const::Zero | Const::Null => 0,
            _ => return None,
        };
        let shift = 128 - u32::from(bits);
        Some((((raw << shift) as i128) >> shift, u32::from(bits)))
    }

    /// Arguments passed along a successor edge.
    pub fn call_args(&self, call: &BlockCall) -> &[Value] {
        call.args.as_slice(&self.pool)
    }

    /// Replaces every use of `from` with `to` in `insts` (operands and
    /// successor arguments).
    pub fn replace_uses(&mut self, insts: &[Inst], from: Value, to: Value) {
        for &i in insts {
            let data = &mut self.insts[i];
            for a in data.args.as_mut_slice(&mut self.pool) {
                if *a == from {
                    *a = to;
                }
            }
            for s in &mut data.succs {
                for a in s.args.as_mut_slice(&mut self.pool) {
                    if *a == from {
                        *a = to;
                    }
                }
            }
        }
    }
}

impl Body {
    /// Whether the structure is sound enough to index without checks:
    /// every laid-out block, instruction, operand, result and branch target
    /// exists, each block ends in its only terminator, parameters and
    /// results point back at their definitions, and every edge passes one
    /// argument per parameter. Passes that must not panic on a malformed
    /// body (the verifier reports it) test this first.
    pub fn is_well_formed(&self) -> bool {
        let dfg = &self.dfg;
        let mut seen: FxHashSet<Block> = FxHashSet::default();
        if self.layout.blocks.is_empty() {
            return false;
        }
        for &b in &self.layout.blocks {
            if !dfg.blocks.is_valid(b) || !seen.insert(b) {
                return false;
            }
        }
        let value_ok = |v: Value| dfg.values.is_valid(v);
        for &b in &self.layout.blocks {
            for (n, &p) in dfg.block_params(b).iter().enumerate() {
                if !value_ok(p) || dfg.values[p].def != ValueDef::Param(b, n as u32) {
                    return false;
                }
            }
            let insts = &dfg.blocks[b].insts;
            let Some(&last) = insts.last() else {
                return false;
            };
            for &i in insts {
                if !dfg.insts.is_valid(i) || self.layout.inst_block[i] != Some(b) {
                    return false;
                }
                let d = &dfg.insts[i];
                if d.opcode.is_terminator() != (i == last) {
                    return false;
                }
                if !d.opcode.is_terminator() && !d.succs.is_empty() {
                    return false;
                }
                if let Some(r) = dfg.results[i] {
                    if !value_ok(r) || dfg.values[r].def != ValueDef::Result(i) {
                        return false;
                    }
                }
                if !dfg.inst_args(i).iter().all(|&a| value_ok(a)) {
                    return false;
                }
                for s in &d.succs {
                    let args = dfg.call_args(s);
                    if !seen.contains(&s.block)
                        || args.len() != dfg.block_params(s.block).len()
                        || !args.iter().all(|&a| value_ok(a))
                    {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The entry block, if any.
    pub fn entry(&self) -> Option<Block> {
        self.layout.blocks.first().copied()
    }

    /// Adds a block at the end of the layout.
    pub fn append_block(&mut self, block: Block) {
        self.layout.blocks.push(block);
    }

    /// Appends `inst` to the end of `block`.
    pub fn append_inst(&mut self, block: Block, inst: Inst) {
        self.dfg.blocks[block].insts.push(inst);
        self.layout.inst_block[inst] = Some(block);
    }

    /// Inserts `inst` into `block` at position `at`.
    pub fn insert_inst(&mut self, block: Block, at: usize, inst: Inst) {
        self.dfg.blocks[block].insts.insert(at, inst);
        self.layout.inst_block[inst] = Some(block);
    }

    /// Removes `inst` and moves what follows it in its block to a new block
    /// (not yet laid out); returns that block and, when `inst` has a
    /// result, a parameter of the block for it (uses are not rewritten).
    pub fn split_after(&mut self, inst: Inst) -> (Block, Option<Value>) {
        let b = self.layout.inst_block[inst].expect("a laid-out instruction");
        let pos = self
            .block_insts(b)
            .iter()
            .position(|&i| i == inst)
            .expect("in its block");
        let cont = self.dfg.make_block();
        let tail: Vec<Inst> = self.block_insts(b)[pos + 1..].to_vec();
        for i in tail {
            self.remove_inst(i);
            self.append_inst(cont, i);
        }
        self.remove_inst(inst);
        let param = self.dfg.inst_result(inst).map(|r| {
            let p = self.dfg.append_block_param(cont, self.dfg.value_type(r));
            self.dfg.value_names[p] = self.dfg.value_names[r].clone();
            p
        });
        (cont, param)
    }

    /// Removes `inst` from the layout (its data stays in the dfg).
    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some(b) = self.layout.inst_block[inst].take() {
            self.dfg.blocks[b].insts.retain(|&i| i != inst);
        }
    }

    /// The position of `block` in the layout, when it is laid out.
    pub fn layout_index(&self, block: Block) -> Option<usize> {
        self.layout.blocks.iter().position(|&x| x == block)
    }

    /// Instructions of a block in order.
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.dfg.blocks[block].insts
    }

    /// The terminator of a block, if its last instruction is one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let &last = self.dfg.blocks[block].insts.last()?;
        self.dfg.insts[last].opcode.is_terminator().then_some(last)
    }

    /// Successor blocks of a block, in order, with repeats.
    pub fn successors(&self, block: Block) -> Vec<Block> {
        self.terminator(block)
            .map(|t| self.dfg.insts[t].succs.iter().map(|s| s.block).collect())
            .unwrap_or_default()
    }

    /// All laid-out instructions in layout order.
    pub fn all_insts(&self) -> Vec<Inst> {
        self.layout
            .blocks
            .iter()
            .flat_map(|&b| self.dfg.blocks[b].insts.iter().copied())
            .collect()
    }

    /// How many times each value is read by the laid-out instructions
    /// (operands and successor arguments).
    pub fn use_counts(&self) -> rustc_hash::FxHashMap<Value, usize> {
        let mut n: rustc_hash::FxHashMap<Value, usize> = rustc_hash::FxHashMap::default();
        for i in self.all_insts() {
            let d = &self.dfg.insts[i];
            let edges = d.succs.iter().flat_map(|s| self.dfg.call_args(s));
            for &a in self.dfg.inst_args(i).iter().chain(edges) {
                *n.entry(a).or_default() += 1;
            }
        }
        n
    }

    /// Replaces every use of each `from` with its `to` in the laid-out
    /// instructions (operands and successor arguments), in one pass over
    /// the body.
    pub fn replace_all_uses(&mut self, map: &rustc_hash::FxHashMap<Value, Value>) {
        if map.is_empty() {
            return;
        }
        for i in self.all_insts() {
            let data = &mut self.dfg.insts[i];
            for a in data.args.as_mut_slice(&mut self.dfg.pool) {
                if let Some(&to) = map.get(a) {
                    *a = to;
                }
            }
            for s in &mut data.succs {
                for a in s.args.as_mut_slice(&mut self.dfg.pool) {
                    if let Some(&to) = map.get(a) {
                        *a = to;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::analysis::testutil::FuncBuilder;
    use crate::ir::{ty, Const, Type};

    #[test]
    fn constants_and_definitions_are_read_from_the_defining_instruction() {
        let mut fb = FuncBuilder::new();
        let b = fb.block();
        let p = fb.param(b, ty::I32);
        let minus_one = fb.iconst(ty::I32, 0xffff_ffff);
        let seven = fb.iconst(Type::Int(7), 0x40);
        let wide = fb.iconst(Type::Int(128), u128::MAX);
        fb.ret(&[]);
        let dfg = &fb.body.dfg;
        assert_eq!(dfg.def_inst(p), None);
        assert!(dfg.def_inst(minus_one).is_some());
        assert_eq!(dfg.const_value(minus_one), Some(&Const::Int(0xffff_ffff)));
        assert_eq!(dfg.const_value(p), None);
        // Sign-extended from the width, whatever the width.
        assert_eq!(dfg.int_const(minus_one), Some((-1, 32)));
        assert_eq!(dfg.int_const(seven), Some((-64, 7)));
        assert_eq!(dfg.int_const(wide), Some((-1, 128)));
        assert_eq!(dfg.int_const(p), None);
    }
}
