//! Hand-building of small bodies for unit tests of analyses, the verifier
//! and passes: an owning wrapper over [`crate::ir::FuncBuilder`] with the
//! shorthands those tests use.

use crate::ir::*;

/// Owns a body under construction and appends to its current block.
pub(crate) struct FuncBuilder {
    pub body: Body,
    pub cur: Option<Block>,
}

impl FuncBuilder {
    pub fn new() -> FuncBuilder {
        FuncBuilder {
            body: Body::default(),
            cur: None,
        }
    }

    /// The public builder, positioned at the end of the current block.
    pub fn b(&mut self) -> crate::ir::FuncBuilder<'_> {
        let mut b = crate::ir::FuncBuilder::new(&mut self.body);
        if let Some(c) = self.cur {
            b.switch_to(c);
        }
        b
    }

    /// A new block at the end of the layout; the first one becomes current.
    pub fn block(&mut self) -> Block {
        let b = self.b().create_block();
        self.cur.get_or_insert(b);
        b
    }

    pub fn param(&mut self, b: Block, t: Type) -> Value {
        self.b().append_block_param(b, t)
    }

    pub fn switch_to(&mut self, b: Block) {
        self.cur = Some(b);
    }

    pub fn ins(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Option<Type>) -> Inst {
        self.b().ins(op, args, attrs, t)
    }

    pub fn val(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Type) -> Value {
        self.b().val(op, args, attrs, t)
    }

    pub fn iconst(&mut self, t: Type, v: u128) -> Value {
        self.b().iconst(t, v)
    }

    pub fn binary(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        self.b().binary(op, a, b)
    }

    pub fn icmp(&mut self, p: IntPred, a: Value, b: Value) -> Value {
        self.b().icmp(p, a, b)
    }

    /// One element of type `t` in local memory.
    pub fn alloca(&mut self, t: Type) -> Value {
        let one = self.iconst(ty::I32, 1);
        self.b().alloca(t, one, 0)
    }

    pub fn load(&mut self, t: Type, p: Value) -> Value {
        self.b().load(t, p, MemAttrs::default())
    }

    pub fn store(&mut self, v: Value, p: Value) -> Inst {
        self.b().store(v, p, MemAttrs::default())
    }

    pub fn br(&mut self, t: Block, args: &[Value]) -> Inst {
        self.b().br(t, args)
    }

    pub fn condbr(&mut self, c: Value, t: (Block, &[Value]), f: (Block, &[Value])) -> Inst {
        self.b().condbr(c, t, f)
    }

    /// A switch whose first target is the default; cases are 0, 1, ...
    pub fn switch(&mut self, v: Value, targets: &[Block]) -> Inst {
        let cases: Vec<(u128, Block, &[Value])> = (0..)
            .zip(&targets[1..])
            .map(|(k, &t)| (k, t, &[][..]))
            .collect();
        self.b().switch(v, (targets[0], &[]), &cases)
    }

    /// A return of any number of values (the verifier checks the count).
    pub fn ret(&mut self, args: &[Value]) -> Inst {
        self.b().terminator(Opcode::Ret, args, Attrs::None, &[])
    }
}

/// A module holding one function `@f` with the given signature and body;
/// the entry block's parameters must already match `params`.
pub(crate) fn module_with(params: Vec<Type>, ret: Option<Type>, body: Body) -> (Module, FuncId) {
    let mut m = Module::default();
    let mut f = Function::new("f", params, ret);
    f.body = Some(body);
    let id = m.funcs.push(f);
    (m, id)
}
