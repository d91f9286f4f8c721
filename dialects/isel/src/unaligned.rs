//! Under-aligned loads and stores (packed structs, `align 1` vectors): PTX
//! requires natural alignment, so a leaf whose address is only known to be
//! `chunk`-aligned moves in `chunk`-byte pieces assembled little-endian,
//! as llc does.

use super::func::{imm, reg, FnSel, R};
use super::memory::Address;
use dialects::ir::Type;
use ptx::{Reg, RegClass};

/// The register class and width of an assembly word of `bytes` bytes.
fn word_class(bytes: u64) -> (RegClass, u64) {
    if bytes <= 4 {
        (RegClass::B32, 32)
    } else {
        (RegClass::B64, 64)
    }
}

impl FnSel<'_> {
    /// Loads `bytes` (at most 8) at `addr + off` in `chunk`-byte pieces
    /// into one `.b32` or `.b64` word.
    fn load_word(&mut self, ld: &str, addr: &Address, off: u64, bytes: u64, chunk: u64) -> Reg {
        let (wc, w) = word_class(bytes);
        let mut acc: Option<Reg> = None;
        for i in 0..bytes / chunk {
            let at = addr.operand(off + i * chunk);
            let piece = match chunk {
                1 | 2 => {
                    let p = self.op1(RegClass::B16, &format!("{ld}.u{}", chunk * 8), vec![at]);
                    self.op1(wc, &format!("cvt.u{w}.u16"), vec![reg(p)])
                }
                4 => {
                    let p = self.op1(RegClass::B32, &format!("{ld}.u32"), vec![at]);
                    if w == 64 {
                        self.op1(wc, "cvt.u64.u32", vec![reg(p)])
                    } else {
                        p
                    }
                }
                _ => self.op1(wc, &format!("{ld}.u64"), vec![at]),
            };
            acc = Some(match acc {
                None => piece,
                Some(a) => {
                    let sh = (8 * i * chunk) as i64;
                    let s = self.op1(wc, &format!("shl.b{w}"), vec![reg(piece), imm(sh)]);
                    self.op1(wc, &format!("or.b{w}"), vec![reg(a), reg(s)])
                }
            });
        }
        acc.expect("at least one piece")
    }

    /// Stores the low `bytes` of word `wr` at `addr + off` in `chunk`-byte
    /// pieces.
    fn store_word(&mut self, st: &str, addr: &Address, off: u64, wr: Reg, bytes: u64, chunk: u64) {
        let (wc, w) = word_class(bytes);
        for i in 0..bytes / chunk {
            let shifted = if i == 0 {
                wr
            } else {
                let sh = (8 * i * chunk) as i64;
                self.op1(wc, &format!("shr.u{w}"), vec![reg(wr), imm(sh)])
            };
            let piece = match chunk {
                1 | 2 => self.op1(RegClass::B16, &format!("cvt.u16.u{w}"), vec![reg(shifted)]),
                4 if w == 64 => self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(shifted)]),
                _ => shifted,
            };
            self.emit(
                &format!("{st}.u{}", chunk * 8),
                vec![addr.operand(off + i * chunk), reg(piece)],
            );
        }
    }

    /// Loads scalar `leaf` at `addr + off` into `d` in `chunk`-byte pieces
    /// (`ld` is the instruction up to its type: `ld.global`).
    pub(crate) fn load_split(
        &mut self,
        ld: &str,
        d: Reg,
        leaf: Type,
        addr: &Address,
        off: u64,
        chunk: u64,
    ) -> R<()> {
        match leaf.store_size() {
            2 => {
                let w = self.load_word(ld, addr, off, 2, chunk);
                self.emit("cvt.u16.u32", vec![reg(d), reg(w)]);
            }
            4 => {
                let w = self.load_word(ld, addr, off, 4, chunk);
                self.emit("mov.b32", vec![reg(d), reg(w)]);
            }
            8 => {
                let w = self.load_word(ld, addr, off, 8, chunk);
                self.emit("mov.b64", vec![reg(d), reg(w)]);
            }
            16 => {
                let lo = self.load_word(ld, addr, off, 8, chunk);
                let hi = self.load_word(ld, addr, off + 8, 8, chunk);
                self.need((8, 3));
                self.emit(
                    "mov.b128",
                    vec![reg(d), ptx::Operand::Vector(vec![reg(lo), reg(hi)])],
                );
            }
            _ => return Err(format!("under-aligned access to {leaf}").into()),
        }
        Ok(())
    }

    /// Stores scalar register `s` of type `leaf` at `addr + off` in
    /// `chunk`-byte pieces (`st` is the instruction up to its type).
    pub(crate) fn store_split(
        &mut self,
        st: &str,
        s: Reg,
        leaf: Type,
        addr: &Address,
        off: u64,
        chunk: u64,
    ) -> R<()> {
        match leaf.store_size() {
            2 => {
                let w = self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(s)]);
                self.store_word(st, addr, off, w, 2, chunk);
            }
            4 => {
                let w = self.op1(RegClass::B32, "mov.b32", vec![reg(s)]);
                self.store_word(st, addr, off, w, 4, chunk);
            }
            8 => {
                let w = self.op1(RegClass::B64, "mov.b64", vec![reg(s)]);
                self.store_word(st, addr, off, w, 8, chunk);
            }
            16 => {
                let (lo, hi) = self.unpack128(s);
                self.store_word(st, addr, off, lo, 8, chunk);
                self.store_word(st, addr, off + 8, hi, 8, chunk);
            }
            _ => return Err(format!("under-aligned access to {leaf}").into()),
        }
        Ok(())
    }
}
