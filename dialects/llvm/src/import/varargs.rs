//! Variable arguments and `llvm.ptrmask`, lowered as they are read.
//!
//! PTX has no variadic calls, so the NVPTX ABI (LLVM's `expand-variadics`
//! pass) passes a function's variable arguments in memory: the caller
//! stores them into a buffer laid out as a struct of their types (natural
//! alignment), and the callee receives the buffer's address as one more,
//! last, pointer parameter. A `va_list` is a plain pointer into that
//! buffer. Doing this at import leaves no variadic function, call,
//! `va_start` or `va_arg` in the nvvm dialect, so every pass, both
//! interpreters and instruction selection see ordinary loads and stores;
//! SROA and mem2reg dissolve the buffer once the callee is inlined.

use super::*;

impl<'i, 'a> FnLower<'i, 'a> {
    /// Stores a call's variable arguments into a fresh buffer and returns
    /// its generic address (null when there are none, as nothing will read
    /// it).
    pub(super) fn pack_varargs(&mut self, at: At, extra: &[Value]) -> Value {
        if extra.is_empty() {
            return self.constant(Type::Ptr(0), Const::Null);
        }
        let tys: Vec<Type> = extra.iter().map(|&v| self.body.dfg.value_type(v)).collect();
        let frame = Type::structure(tys.clone(), false);
        let offsets = frame.struct_layout().map(|(o, _)| o).unwrap_or_default();
        let align = tys.iter().map(|t| t.abi_align()).max().unwrap_or(1);
        let one = self.constant(ty::I32, Const::Int(1));
        let buf = self.emit_v(
            At::Prefix,
            Opcode::Alloca,
            &[one],
            Attrs::Alloca(frame, u32::try_from(align).unwrap_or(16)),
            Type::Ptr(0),
        );
        for ((&v, t), off) in extra.iter().zip(&tys).zip(offsets) {
            let slot = self.offset(at, buf, off);
            let mem = MemAttrs {
                align: u32::try_from(t.abi_align()).unwrap_or(1),
                ..MemAttrs::default()
            };
            self.emit(at, Opcode::Store, &[v, slot], Attrs::Mem(mem), None);
        }
        buf
    }

    /// `va_arg list, ty`: reads the next argument at the `va_list`'s
    /// pointer rounded up to the type's alignment, and moves the pointer
    /// past it.
    pub(super) fn va_arg(&mut self, at: At, list: Value, ty: Type) -> Value {
        let ptr_mem = MemAttrs {
            align: 8,
            ..MemAttrs::default()
        };
        let cur = self.emit_v(at, Opcode::Load, &[list], Attrs::Mem(ptr_mem), Type::Ptr(0));
        let align = ty.abi_align().max(1);
        let aligned = if align > 1 {
            let mask = self.constant(ty::I64, Const::Int(u128::from(align.wrapping_neg())));
            let bump = self.offset(at, cur, align - 1);
            self.ptrmask(at, bump, mask)
        } else {
            cur
        };
        let mem = MemAttrs {
            align: u32::try_from(align).unwrap_or(1),
            ..MemAttrs::default()
        };
        let v = self.emit_v(at, Opcode::Load, &[aligned], Attrs::Mem(mem), ty);
        let size = ty.store_size().div_ceil(align) * align;
        let next = self.offset(at, aligned, size);
        self.emit(at, Opcode::Store, &[next, list], Attrs::Mem(ptr_mem), None);
        v
    }

    /// `llvm.va_start`, `llvm.va_end` and `llvm.va_copy`; `Ok(false)` for
    /// any other intrinsic.
    pub(super) fn va_intrinsic(
        &mut self,
        at: At,
        name: &str,
        args: &[Value],
        pos: usize,
    ) -> R<bool> {
        let is = |base: &str| name == base || name.starts_with(&format!("{base}."));
        let ptr_mem = Attrs::Mem(MemAttrs {
            align: 8,
            ..MemAttrs::default()
        });
        if is("llvm.va_start") {
            let (Some(buf), [list]) = (self.vararg, args) else {
                return Err((
                    pos,
                    "llvm.va_start needs a variadic function and one va_list operand".into(),
                ));
            };
            self.emit(at, Opcode::Store, &[buf, *list], ptr_mem, None);
        } else if is("llvm.va_copy") {
            let [dst, src] = args else {
                return Err((pos, "llvm.va_copy takes two va_list operands".into()));
            };
            let cur = self.emit_v(at, Opcode::Load, &[*src], ptr_mem.clone(), Type::Ptr(0));
            self.emit(at, Opcode::Store, &[cur, *dst], ptr_mem, None);
        } else if !is("llvm.va_end") {
            return Ok(false);
        }
        Ok(true)
    }

    /// `llvm.ptrmask(p, mask)`: `p` moved by `(p & mask) - p` bytes, so
    /// the result keeps `p` as its base (address-space inference and
    /// alias analysis see through it).
    pub(super) fn ptrmask(&mut self, at: At, p: Value, mask: Value) -> Value {
        let pt = self.body.dfg.value_type(p);
        let it = self.body.dfg.value_type(mask);
        let int = self.emit_v(at, Opcode::PtrToInt, &[p], Attrs::None, it);
        let kept = self.emit_v(
            at,
            Opcode::And,
            &[int, mask],
            Attrs::Int(IntFlags::default()),
            it,
        );
        let mut delta = self.emit_v(
            at,
            Opcode::Sub,
            &[kept, int],
            Attrs::Int(IntFlags::default()),
            it,
        );
        if it.bits() < 64 {
            delta = self.emit_v(at, Opcode::SExt, &[delta], Attrs::None, ty::I64);
        }
        self.emit_v(
            at,
            Opcode::PtrAdd,
            &[p, delta],
            Attrs::Int(IntFlags::default()),
            pt,
        )
    }

    /// `p + off` bytes (`p` itself for 0).
    pub(super) fn offset(&mut self, at: At, p: Value, off: u64) -> Value {
        if off == 0 {
            return p;
        }
        let pt = self.body.dfg.value_type(p);
        let k = self.constant(ty::I64, Const::Int(u128::from(off)));
        self.emit_v(
            at,
            Opcode::PtrAdd,
            &[p, k],
            Attrs::Int(IntFlags::INBOUNDS),
            pt,
        )
    }
}
