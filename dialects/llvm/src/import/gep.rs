//! GEP lowering: byte offsets from the data layout.

use super::*;

/// A GEP index: constant or a variable with its integer type.
#[derive(Clone, Copy)]
pub(super) enum Index {
    Const(i128),
    Var(Value, Type),
}

/// A variable GEP index scaled to bytes: value, its type, element size.
pub(super) type ScaledIndex = (Value, Type, i64);

/// Splits a GEP into a constant byte offset and scaled variable parts.
pub(super) fn gep_offsets(src: Type, idx: &[Index], pos: usize) -> R<(i64, Vec<ScaledIndex>)> {
    let mut off: i64 = 0;
    let mut vars = Vec::new();
    let mut cur = src;
    for (n, ix) in idx.iter().enumerate() {
        let (size, next) = if n == 0 {
            (cur.store_size() as i64, cur)
        } else {
            match cur.as_compound() {
                Some(Compound::Struct { fields, .. }) => {
                    let Index::Const(i) = *ix else {
                        return Err((pos, "struct field index must be a constant".into()));
                    };
                    let (offs, _) = cur.struct_layout().unwrap_or_default();
                    let Some(&fo) = usize::try_from(i).ok().and_then(|i| offs.get(i)) else {
                        return Err((
                            pos,
                            format!("struct field index {i} out of range for {cur}"),
                        ));
                    };
                    off = off.wrapping_add(fo as i64);
                    cur = fields[i as usize];
                    continue;
                }
                Some(Compound::Array { elem, .. }) | Some(Compound::Vector { elem, .. }) => {
                    (elem.store_size() as i64, elem)
                }
                _ => return Err((pos, format!("cannot index into type {cur}"))),
            }
        };
        match *ix {
            Index::Const(i) => off = off.wrapping_add((i as i64).wrapping_mul(size)),
            Index::Var(v, t) => vars.push((v, t, size)),
        }
        cur = next;
    }
    Ok((off, vars))
}

impl<'i, 'a> FnLower<'i, 'a> {
    pub(super) fn gep(
        &mut self,
        at: At,
        src: Type,
        inbounds: bool,
        ops: &[Operand],
        pos: usize,
    ) -> R<Value> {
        let base = self.operand(at, &ops[0])?;
        let bty = self.body.dfg.value_type(base);
        if !bty.is_ptr() {
            return Err((
                ops[0].pos,
                "unsupported: getelementptr on a vector of pointers".into(),
            ));
        }
        let mut idx = Vec::new();
        for o in &ops[1..] {
            match (&o.val, o.ty) {
                (ValAst::Const(ConstAst::Int(v)), Type::Int(b)) => {
                    // Sign-extend from the index width.
                    let v = if b < 128 {
                        ((*v as u128) << (128 - b as u32)) as i128 >> (128 - b as u32)
                    } else {
                        *v
                    };
                    idx.push(Index::Const(v))
                }
                (_, Type::Int(_)) => {
                    let v = self.operand(at, o)?;
                    idx.push(Index::Var(v, o.ty))
                }
                _ => {
                    return Err((
                        o.pos,
                        format!("unsupported: getelementptr index of type {}", o.ty),
                    ))
                }
            }
        }
        let (c, vars) = gep_offsets(src, &idx, pos)?;
        let flags = if inbounds {
            IntFlags::NSW
        } else {
            IntFlags::default()
        };
        let mut sum: Option<Value> = None;
        for (v, t, size) in vars {
            let Type::Int(b) = t else { continue };
            let w = match b.cmp(&64) {
                std::cmp::Ordering::Less => {
                    self.emit_v(at, Opcode::SExt, &[v], Attrs::None, ty::I64)
                }
                std::cmp::Ordering::Greater => self.emit_v(
                    at,
                    Opcode::Trunc,
                    &[v],
                    Attrs::Int(IntFlags::default()),
                    ty::I64,
                ),
                std::cmp::Ordering::Equal => v,
            };
            let scaled = if size == 1 {
                w
            } else {
                let k = self.constant(ty::I64, Const::Int(size as u64 as u128));
                self.emit_v(at, Opcode::Mul, &[w, k], Attrs::Int(flags), ty::I64)
            };
            sum = Some(match sum {
                None => scaled,
                Some(s) => self.emit_v(at, Opcode::Add, &[s, scaled], Attrs::Int(flags), ty::I64),
            });
        }
        if c != 0 {
            let k = self.constant(ty::I64, Const::Int(c as u64 as u128));
            sum = Some(match sum {
                None => k,
                Some(s) => self.emit_v(at, Opcode::Add, &[s, k], Attrs::Int(flags), ty::I64),
            });
        }
        let Some(off) = sum else { return Ok(base) };
        let pflags = if inbounds {
            IntFlags::INBOUNDS
        } else {
            IntFlags::default()
        };
        Ok(self.emit_v(at, Opcode::PtrAdd, &[base, off], Attrs::Int(pflags), bty))
    }
}
