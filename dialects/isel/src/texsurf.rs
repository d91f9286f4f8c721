//! Texture fetches, surface loads and stores, their queries and handles,
//! in the forms LLVM's NVPTX backend writes (`tex.2d.v4.f32.f32
//! {d0, d1, d2, d3}, [h, {x, y}]`; a 3-d or arrayed 2-d coordinate vector
//! padded to four elements by repeating its last one). The handle is a
//! texture or surface object in a register (unified mode), or a
//! `.texref`/`.surfref` variable's address.

use super::func::{reg, FnSel, R};
use dialects::ir::intrinsics::texsurf::{Geom, Mip, TexData, TexSurf};
use dialects::ir::{Inst, Type, Value};
use ptx::{Operand, Reg, RegClass};

impl FnSel<'_> {
    pub(crate) fn texsurf(&mut self, inst: Inst, t: TexSurf) -> R<()> {
        let args = self.args(inst).to_vec();
        let need = match t {
            TexSurf::Handle | TexSurf::Txq(_) | TexSurf::Suq(_) | TexSurf::IsType(_) => 1,
            _ => 2,
        };
        if args.len() < need {
            return Err("too few operands for a texture or surface intrinsic".into());
        }
        let h = self.src_reg(args[0], 0)?;
        match t {
            TexSurf::Handle => {
                let res = self.result(inst)?;
                let d = self.op1(RegClass::B64, "mov.b64", vec![reg(h)]);
                self.define(res, vec![d])
            }
            TexSurf::IsType(k) => {
                use dialects::ir::RefKind;
                let res = self.result(inst)?;
                let what = match k {
                    RefKind::Texture => "texref",
                    RefKind::Sampler => "samplerref",
                    RefKind::Surface => "surfref",
                };
                let p = self.op1(RegClass::Pred, &format!("istypep.{what}"), vec![reg(h)]);
                self.define(res, vec![p])
            }
            TexSurf::Txq(q) | TexSurf::Suq(q) => {
                let res = self.result(inst)?;
                let op = if matches!(t, TexSurf::Txq(_)) {
                    "txq"
                } else {
                    "suq"
                };
                let d = self.op1(
                    RegClass::B32,
                    &format!("{op}.{}.b32", q.ptx()),
                    vec![Operand::Bracket(vec![reg(h)])],
                );
                self.define(res, vec![d])
            }
            TexSurf::Tex {
                geom,
                data,
                float_coords,
                mip,
            } => {
                let (coords, rest) = self.coords(geom, float_coords, &args[1..])?;
                for &x in rest {
                    self.expect_type(x, Type::F32, "a level or gradient")?;
                }
                let mut ops = vec![Operand::Bracket(vec![reg(h), coords])];
                let mip_name = match mip {
                    Mip::None => "",
                    Mip::Level => {
                        let lod = rest.first().ok_or("a texture level needs its level")?;
                        ops.push(reg(self.src_reg(*lod, 0)?));
                        ".level"
                    }
                    Mip::Grad => {
                        let n = geom.dims();
                        if rest.len() < 2 * n {
                            return Err("a texture gradient needs dPdx and dPdy".into());
                        }
                        for half in [&rest[..n], &rest[n..2 * n]] {
                            let v = self.padded(half, if n == 3 { 4 } else { n })?;
                            ops.push(v);
                        }
                        ".grad"
                    }
                };
                let c = if float_coords { "f32" } else { "s32" };
                let op = format!("tex{mip_name}.{}.v4.{}.{c}", geom.ptx(), data.ptx());
                self.fetch4(inst, &op, data, ops)
            }
            TexSurf::Tld4 { comp, data } => {
                let (coords, _) = self.coords(Geom::D2, true, &args[1..])?;
                let op = format!("tld4.{}.2d.v4.{}.f32", comp as char, data.ptx());
                self.fetch4(
                    inst,
                    &op,
                    data,
                    vec![Operand::Bracket(vec![reg(h), coords])],
                )
            }
            TexSurf::Suld {
                geom,
                bits,
                vec,
                clamp,
            } => {
                let (coords, _) = self.coords(geom, false, &args[1..])?;
                let res = self.result(inst)?;
                let class = surface_class(bits);
                self.expect_leaves(res, vec, class)?;
                let ds: Vec<Reg> = (0..vec).map(|_| self.new_reg(class)).collect();
                let v = if vec > 1 {
                    format!(".v{vec}")
                } else {
                    String::new()
                };
                self.emit(
                    &format!("suld.b.{}{v}.b{bits}.{}", geom.ptx(), clamp.ptx()),
                    vec![
                        Operand::Vector(ds.iter().map(|&d| reg(d)).collect()),
                        Operand::Bracket(vec![reg(h), coords]),
                    ],
                );
                self.define(res, ds)
            }
            TexSurf::Sust {
                geom,
                bits,
                vec,
                clamp,
                formatted,
            } => {
                let n = geom.dims() + geom.arrayed() as usize;
                let (coords, rest) = self.coords(geom, false, &args[1..])?;
                if rest.len() < vec as usize || args.len() < 1 + n + vec as usize {
                    return Err("a surface store needs its values".into());
                }
                let elem = Type::Int(u16::from(bits.max(16)));
                for &x in &rest[..vec as usize] {
                    self.expect_type(x, elem, "a stored value")?;
                }
                let vals = rest[..vec as usize]
                    .iter()
                    .map(|&x| Ok(reg(self.src_reg(x, 0)?)))
                    .collect::<R<Vec<_>>>()?;
                let v = if vec > 1 {
                    format!(".v{vec}")
                } else {
                    String::new()
                };
                let kind = if formatted { "p" } else { "b" };
                self.emit(
                    &format!("sust.{kind}.{}{v}.b{bits}.{}", geom.ptx(), clamp.ptx()),
                    vec![
                        Operand::Bracket(vec![reg(h), coords]),
                        Operand::Vector(vals),
                    ],
                );
                Ok(())
            }
        }
    }

    /// The coordinate vector of `geom` from the leading `args` (the array
    /// index first, an `i32`; the others `float` when `float` says so,
    /// else `i32`), and the operands after it.
    fn coords<'v>(
        &mut self,
        geom: Geom,
        float: bool,
        args: &'v [Value],
    ) -> R<(Operand, &'v [Value])> {
        let n = geom.dims() + geom.arrayed() as usize;
        if args.len() < n {
            return Err(format!("a {} access needs {n} coordinates", geom.ptx()).into());
        }
        for (k, &a) in args[..n].iter().enumerate() {
            let want = if float && !(geom.arrayed() && k == 0) {
                Type::F32
            } else {
                Type::Int(32)
            };
            self.expect_type(a, want, "a coordinate")?;
        }
        let v = self.padded(&args[..n], geom.vector_len())?;
        Ok((v, &args[n..]))
    }

    fn expect_type(&self, v: Value, want: Type, what: &str) -> R<()> {
        let t = self.ty(v);
        if t == want {
            Ok(())
        } else {
            Err(format!("{what} of a texture or surface access is {t}, expected {want}").into())
        }
    }

    /// `{a, b, ...}` of `vals`, padded to `len` by repeating the last.
    fn padded(&mut self, vals: &[Value], len: usize) -> R<Operand> {
        let mut ops = Vec::with_capacity(len);
        for &x in vals {
            ops.push(reg(self.src_reg(x, 0)?));
        }
        while ops.len() < len {
            let last = ops.last().cloned().ok_or("an empty coordinate vector")?;
            ops.push(last);
        }
        Ok(Operand::Vector(ops))
    }

    /// That `v` is `n` leaves of register class `class` (the intrinsic's
    /// declared result).
    fn expect_leaves(&self, v: Value, n: u8, class: RegClass) -> R<()> {
        let t = self.ty(v);
        let leaves = super::regs::leaves(t)?;
        let ok = leaves.len() == n as usize
            && leaves
                .iter()
                .all(|&l| super::regs::class_of(l).is_ok_and(|c| c == class));
        if ok {
            Ok(())
        } else {
            Err(format!("a texture or surface result of type {t}, expected {n} x {class:?}").into())
        }
    }

    /// A four-element fetch `op` into the result's registers.
    fn fetch4(&mut self, inst: Inst, op: &str, data: TexData, mut ops: Vec<Operand>) -> R<()> {
        let res = self.result(inst)?;
        let class = match data {
            TexData::F32 => RegClass::F32,
            _ => RegClass::B32,
        };
        self.expect_leaves(res, 4, class)?;
        let ds: Vec<Reg> = (0..4).map(|_| self.new_reg(class)).collect();
        ops.insert(0, Operand::Vector(ds.iter().map(|&d| reg(d)).collect()));
        self.emit(op, ops);
        self.define(res, ds)
    }
}

/// The register class of a surface element of `bits` bits (8-bit ones
/// travel in 16-bit registers, as LLVM's `i16` results say).
fn surface_class(bits: u8) -> RegClass {
    match bits {
        8 | 16 => RegClass::B16,
        32 => RegClass::B32,
        _ => RegClass::B64,
    }
}
