//! Inline asm the nvvm interpreter cannot map to one intrinsic, written out
//! as a PTX function the PTX interpreter runs (`ptx_exec::AsmProgram`).
//!
//! CUDA's headers spell many operations as asm blocks of several
//! instructions (`__float2bfloat16`, `h2exp`, `__hmax_nan`, mbarrier tests),
//! so a kernel compiled by clang against them could only be run after
//! instruction selection. Each such statement becomes
//!
//! ```text
//! .entry __warpsat_asm() {
//!   .reg .b32 %wasm0; .reg .b16 %wasm1; ...   one register per operand
//!   <the template, `$N` replaced by operand N>
//! }
//! ```
//!
//! Operands follow LLVM's numbering (outputs, then inputs); an input tied
//! to an output (`"0"`) shares its register, an immediate (`n`, `i`) is
//! written in as its constant. The register types come from the
//! constraint letters of the NVPTX backend (`h` .b16, `r` .b32, `l` .b64,
//! `f` .f32, `d` .f64, `b` .pred, `c` .b16); memory operands (`*m`),
//! 128-bit ones (`q`) and operand modifiers (`${0:x}`) are refused.

use dialects::ir::{AsmData, Attrs, Body, Const, Inst, Opcode, Type};

/// One statement's PTX function, its operand registers and what it
/// returns.
pub(crate) struct AsmText {
    /// The PTX module text.
    pub text: String,
    /// Per input operand (in call-argument order): the register it is
    /// written to, by name; `None` for an immediate.
    pub inputs: Vec<Option<String>>,
    /// Per output: its register's name and bit width.
    pub outputs: Vec<(String, u32)>,
}

/// The name of the entry function of every snippet.
pub(crate) const ENTRY: &str = "__warpsat_asm";

/// The PTX type of a constraint letter.
fn reg_type(letter: char) -> Result<(&'static str, u32), String> {
    Ok(match letter {
        'h' | 'c' => ("b16", 16),
        'r' => ("b32", 32),
        'l' | 'N' => ("b64", 64),
        'f' => ("f32", 32),
        'd' => ("f64", 64),
        'b' => ("pred", 1),
        _ => return Err(format!("asm constraint '{letter}'")),
    })
}

/// Builds the snippet for `inst` (an inline asm call of `body`).
pub(crate) fn build(body: &Body, inst: Inst) -> Result<AsmText, String> {
    let Attrs::Asm(a) = &body.dfg.insts[inst].attrs else {
        return Err("not inline asm".into());
    };
    build_from(a, body, inst)
}

fn build_from(a: &AsmData, body: &Body, inst: Inst) -> Result<AsmText, String> {
    let args = body.dfg.inst_args(inst);
    let mut decls = String::new();
    // Operand texts by LLVM number.
    let mut ops: Vec<String> = Vec::new();
    let mut outputs = Vec::new();
    let mut inputs = Vec::new();
    let mut arg = 0usize;
    for c in a.constraints.split(',').map(str::trim) {
        if c.is_empty() || c.starts_with('~') {
            continue;
        }
        if c.starts_with('*') || c.contains('q') {
            return Err(format!("asm constraint '{c}'"));
        }
        if let Some(out) = c.strip_prefix('=') {
            let letter = out.trim_start_matches('&').chars().next().unwrap_or('?');
            let (ty, bits) = reg_type(letter)?;
            let name = format!("%wasm{}", ops.len());
            decls += &format!(".reg .{ty} {name};\n");
            outputs.push((name.clone(), bits));
            ops.push(name);
            continue;
        }
        let Some(&v) = args.get(arg) else {
            return Err("fewer asm arguments than input constraints".into());
        };
        arg += 1;
        if let Ok(tied) = c.parse::<usize>() {
            let Some(name) = ops.get(tied).cloned() else {
                return Err(format!("asm input tied to missing operand {tied}"));
            };
            ops.push(name.clone());
            inputs.push(Some(name));
            continue;
        }
        let letter = c.chars().next().unwrap_or('?');
        if matches!(letter, 'n' | 'i') {
            let lit = body
                .dfg
                .def_inst(v)
                .filter(|&d| body.dfg.insts[d].opcode == Opcode::Const)
                .and_then(|d| match &body.dfg.insts[d].attrs {
                    Attrs::Const(Const::Int(x)) => Some(*x),
                    _ => None,
                })
                .ok_or("a non-constant immediate asm operand")?;
            let ty = body.dfg.value_type(v);
            let bits = if let Type::Int(b) = ty { b as u32 } else { 64 };
            let signed = if bits < 128 && bits > 0 && lit >> (bits - 1) & 1 == 1 {
                (lit as i128) - (1i128 << bits)
            } else {
                lit as i128
            };
            ops.push(signed.to_string());
            inputs.push(None);
            continue;
        }
        let (ty, _) = reg_type(letter)?;
        let name = format!("%wasm{}", ops.len());
        decls += &format!(".reg .{ty} {name};\n");
        ops.push(name.clone());
        inputs.push(Some(name));
    }
    if arg != args.len() {
        return Err("more asm arguments than input constraints".into());
    }
    let body_text = substitute(&a.expanded_template(), &ops)?;
    let text = format!(
        ".version 8.8\n.target sm_100a\n.address_size 64\n\n.visible .entry {ENTRY}()\n{{\n{decls}{body_text}\n}}\n"
    );
    Ok(AsmText {
        text,
        inputs,
        outputs,
    })
}

/// The template with `$N` and `${N}` replaced by operand texts and `$$`
/// by `$`.
fn substitute(template: &str, ops: &[String]) -> Result<String, String> {
    let mut out = String::with_capacity(template.len());
    let mut it = template.chars().peekable();
    while let Some(ch) = it.next() {
        if ch != '$' {
            out.push(ch);
            continue;
        }
        let braced = it.peek() == Some(&'{');
        if braced {
            it.next();
        }
        if !braced && it.peek() == Some(&'$') {
            it.next();
            out.push('$');
            continue;
        }
        let mut digits = String::new();
        while let Some(d) = it.peek().copied().filter(char::is_ascii_digit) {
            digits.push(d);
            it.next();
        }
        if braced && it.next() != Some('}') {
            return Err("an asm operand modifier".into());
        }
        let n: usize = digits
            .parse()
            .map_err(|_| "a '$' without an operand number in asm".to_string())?;
        out += ops.get(n).ok_or(format!("asm operand ${n} out of range"))?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_are_substituted_in_order() {
        let ops = vec!["%wasm0".to_string(), "%wasm1".to_string(), "7".to_string()];
        assert_eq!(
            substitute("add.s32 $0, ${1}, $2; // $$x", &ops).unwrap(),
            "add.s32 %wasm0, %wasm1, 7; // $x"
        );
        assert!(substitute("mov.b32 $3, 0;", &ops).is_err());
        assert!(substitute("mov.b32 ${0:x}, 0;", &ops).is_err());
    }
}
