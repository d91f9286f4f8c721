//! A function's lowering state, and operands: locals, constants, symbol addresses.

use super::*;

/// Where a lowered instruction goes.
#[derive(Clone, Copy)]
pub(super) enum At {
    /// End of a block.
    End(Block),
    /// The constant prefix of the entry block.
    Prefix,
}

pub(super) struct FnLower<'i, 'a> {
    pub(super) imp: &'i Importer<'a>,
    pub(super) f: &'a FuncAst,
    pub(super) body: Body,
    pub(super) entry: Block,
    pub(super) prefix: usize,
    pub(super) values: FxHashMap<String, Value>,
    pub(super) consts: FxHashMap<(Type, Const), Value>,
    pub(super) addrs: FxHashMap<Symbol, Value>,
    pub(super) places: Places,
    pub(super) cur_pos: usize,
    /// Numbers of value-producing instructions written without `%N =`
    /// (`atomicrmw add ...` whose result is dropped): LLVM still gives
    /// them the next number, and later numbers count them.
    pub(super) unnamed: FxHashMap<*const InstAst, String>,
    /// A variadic function's last parameter: the address of its variable
    /// arguments (`varargs.rs`).
    pub(super) vararg: Option<Value>,
    /// The `align` attributes of the arguments of the call being lowered.
    pub(super) arg_aligns: Vec<u32>,
}

impl<'i, 'a> FnLower<'i, 'a> {
    /// Whether the function allows approximate math everywhere in it.
    pub(super) fn approx_func(&self) -> bool {
        let groups = self
            .f
            .groups
            .iter()
            .filter_map(|g| self.imp.ast.attr_groups.get(g))
            .flatten();
        self.f.fn_attrs.iter().chain(groups).any(|(k, v)| {
            matches!(k.as_str(), "unsafe-fp-math" | "approx-func-fp-math")
                && v.as_deref() == Some("true")
        })
    }

    pub(super) fn new(imp: &'i Importer<'a>, f: &'a FuncAst) -> Self {
        let mut body = Body::default();
        let entry = body.dfg.make_block();
        FnLower {
            imp,
            f,
            body,
            entry,
            prefix: 0,
            values: FxHashMap::default(),
            consts: FxHashMap::default(),
            addrs: FxHashMap::default(),
            places: Places {
                func: f.pos,
                ..Default::default()
            },
            cur_pos: f.pos,
            unnamed: FxHashMap::default(),
            vararg: None,
            arg_aligns: Vec::new(),
        }
    }

    pub(super) fn emit(
        &mut self,
        at: At,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Option<Type>,
    ) -> (Inst, Option<Value>) {
        let inst = self.body.dfg.make_inst(op, args, attrs, ty);
        self.places.insts.insert(inst, self.cur_pos);
        match at {
            At::End(b) => self.body.append_inst(b, inst),
            At::Prefix => {
                self.body.insert_inst(self.entry, self.prefix, inst);
                self.prefix += 1;
            }
        }
        (inst, self.body.dfg.inst_result(inst))
    }

    pub(super) fn emit_v(
        &mut self,
        at: At,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Type,
    ) -> Value {
        let (_, v) = self.emit(at, op, args, attrs, Some(ty));
        v.expect("instruction made with a result type has a result")
    }

    pub(super) fn constant(&mut self, ty: Type, c: Const) -> Value {
        if let Some(&v) = self.consts.get(&(ty, c.clone())) {
            return v;
        }
        let v = self.emit_v(At::Prefix, Opcode::Const, &[], Attrs::Const(c.clone()), ty);
        self.consts.insert((ty, c), v);
        v
    }

    pub(super) fn addr(&mut self, name: &str, pos: usize) -> R<Value> {
        let (sym, ty) = if let Some(&g) = self.imp.globals.get(name) {
            (
                Symbol::Global(g),
                Type::Ptr(self.imp.m.globals[g].addrspace),
            )
        } else if let Some(&f) = self.imp.funcs.get(name) {
            (Symbol::Func(f), Type::Ptr(0))
        } else {
            return Err((pos, format!("use of undefined global '@{name}'")));
        };
        if let Some(&v) = self.addrs.get(&sym) {
            return Ok(v);
        }
        let v = self.emit_v(At::Prefix, Opcode::Addr, &[], Attrs::Symbol(sym), ty);
        self.addrs.insert(sym, v);
        Ok(v)
    }

    pub(super) fn operand(&mut self, at: At, o: &Operand) -> R<Value> {
        self.value(at, o.ty, &o.val, o.pos)
    }

    /// Lowers a value reference; constants go to the entry prefix.
    pub(super) fn value(&mut self, _at: At, ty: Type, v: &ValAst, pos: usize) -> R<Value> {
        let val = match v {
            ValAst::Local(n) => match self.values.get(n) {
                Some(&v) => v,
                None => return Err((pos, format!("use of undefined value '%{n}'"))),
            },
            ValAst::Const(c) => self.const_value(ty, c, pos)?,
            ValAst::Asm(_) | ValAst::Metadata(_) => return Err((pos, "expected a value".into())),
        };
        let actual = self.body.dfg.value_type(val);
        if actual != ty {
            return Err((pos, format!("value has type {actual} but is used as {ty}")));
        }
        Ok(val)
    }

    pub(super) fn const_value(&mut self, ty: Type, c: &ConstAst, pos: usize) -> R<Value> {
        match c {
            ConstAst::Global(name) => self.addr(name, pos),
            ConstAst::Expr(e) => match &**e {
                ExprAst::Cast(op, v, to) => {
                    let x = self.operand(At::Prefix, v)?;
                    Ok(self.emit_v(
                        At::Prefix,
                        *op,
                        &[x],
                        cast_attrs(*op, IntFlags::default(), FastMath::default()),
                        *to,
                    ))
                }
                ExprAst::Binary(op, a, b) => {
                    let x = self.operand(At::Prefix, a)?;
                    let y = self.operand(At::Prefix, b)?;
                    // `fadd (float ..., float ...)` and friends (LLVM <= 14).
                    let attrs = if op.is_float_binary() {
                        Attrs::Float(FastMath::default())
                    } else {
                        Attrs::Int(IntFlags::default())
                    };
                    Ok(self.emit_v(At::Prefix, *op, &[x, y], attrs, a.ty))
                }
                ExprAst::Gep { src, inbounds, ops } => {
                    self.gep(At::Prefix, *src, *inbounds, ops, pos)
                }
            },
            _ => {
                let k = self.imp.const_of(ty, c, pos, false)?;
                Ok(self.constant(ty, k))
            }
        }
    }
}
