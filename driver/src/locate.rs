//! Source positions for diagnostics raised after import (instruction
//! selection and late checks). The IR keeps no source positions, but these
//! messages name their function (`in @f: ...`) and print the offending
//! instruction: the intrinsic it calls or the name of its result finds the
//! line in the input text. When nothing matches, the function's `define`
//! line is given; a message that names no function keeps no line.

use dialects::diag::Diagnostic;

/// `d` with the input's name and, where it can be found, the line, column
/// and text of what it is about.
pub fn locate(d: Diagnostic, file: &str, src: &str) -> Diagnostic {
    if d.line != 0 {
        return d;
    }
    let mut d = Diagnostic {
        file: file.to_string(),
        ..d
    };
    let lines: Vec<&str> = src.lines().collect();
    if let Some(name) = global_named(&d.msg) {
        if let Some(i) = lines.iter().position(|l| defines_global(l, name)) {
            d.line = i + 1;
            d.col = 1;
            d.line_text = Some(lines[i].to_string());
        }
        return d;
    }
    let Some((func, inst)) = split_message(&d.msg) else {
        return d;
    };
    let Some(start) = lines.iter().position(|l| defines(l, func)) else {
        return d;
    };
    let end = (start..lines.len())
        .find(|&i| lines[i].trim_start().starts_with('}'))
        .unwrap_or(lines.len() - 1);
    let mut at = None;
    for needle in needles(inst) {
        at = (start + 1..=end).find_map(|i| code(lines[i]).find(&needle).map(|c| (i, c)));
        if at.is_some() {
            break;
        }
    }
    let (i, c) = at.unwrap_or_else(|| (start, lines[start].find('@').unwrap_or(0)));
    d.line = i + 1;
    d.col = c + 1;
    d.line_text = Some(lines[i].to_string());
    d
}

/// A line without its comment: what follows the first `;` outside a
/// string (test files repeat the instructions in `; CHECK:` lines).
fn code(line: &str) -> &str {
    let mut quoted = false;
    for (i, b) in line.bytes().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b';' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// The function name and the instruction text of `... in @f: <inst> (why)`.
fn split_message(msg: &str) -> Option<(&str, &str)> {
    let rest = &msg[msg.find("in @")? + 4..];
    let (func, inst) = rest.split_once(": ")?;
    Some((func.trim_matches('"'), inst))
}

/// The variable of a `global @g: ...` message (isel's errors about module
/// variables).
fn global_named(msg: &str) -> Option<&str> {
    let rest = &msg[msg.find("global @")? + 8..];
    Some(rest.split_once(':')?.0.trim_matches('"'))
}

fn defines_global(line: &str, name: &str) -> bool {
    let l = line.trim_start();
    [
        format!("@{name} "),
        format!("@{name}="),
        format!("@\"{name}\""),
    ]
    .iter()
    .any(|p| l.starts_with(p.as_str()))
}

fn defines(line: &str, func: &str) -> bool {
    let l = line.trim_start();
    l.starts_with("define")
        && (l.contains(&format!("@{func}(")) || l.contains(&format!("@\"{func}\"(")))
}

/// What to look for, most specific first: the callee of an intrinsic call
/// (up to its first pointer-type suffix, which typed IR spells longer),
/// then the result's definition.
fn needles(inst: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(q) = inst.find("nvvm.intr \"") {
        let name = &inst[q + 11..];
        if let Some(e) = name.find('"') {
            let name = &name[..e];
            let cut = name.split('.').position(|s| {
                s.len() > 1 && s.starts_with('p') && s[1..2].bytes().all(|b| b.is_ascii_digit())
            });
            let stem = match cut {
                Some(k) => name.split('.').take(k).collect::<Vec<_>>().join("."),
                None => name.to_string(),
            };
            out.push(format!("@{stem}"));
        }
    }
    if let Some(q) = inst.find("nvvm.asm \"") {
        // The template's start, as the input spells it.
        let t: String = inst[q + 10..].chars().take(24).collect();
        let t = t.split('"').next().unwrap_or("");
        if !t.is_empty() {
            out.push(format!("\"{t}"));
        }
    }
    if inst.starts_with('%') {
        if let Some((res, _)) = inst.split_once(" = ") {
            out.push(format!("{res} ="));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define void @k(ptr %p) {\n\
        \x20 %v = call i32 @llvm.nvvm.thing.p0i8(ptr %p)\n\
        \x20 ret void\n\
        }\n";

    #[test]
    fn module_variables_are_found_by_name() {
        let src = "target triple = \"x\"\n@gx = global i32 0\n@g = global i32 1\n";
        let d = locate(
            Diagnostic::bare("f.ll", "unsupported: global @g: too big"),
            "f.ll",
            src,
        );
        assert_eq!((d.line, d.col), (3, 1));
    }

    #[test]
    fn intrinsic_calls_are_found_by_callee() {
        let d = Diagnostic::bare(
            "",
            "unsupported: in @k: %v = nvvm.intr \"llvm.nvvm.thing.p0\"(%p) : i32 (no lowering)",
        );
        let d = locate(d, "k.ll", SRC);
        assert_eq!((d.file.as_str(), d.line, d.col), ("k.ll", 3, 17));
        assert!(
            d.to_string().contains("k.ll:3:17: error: unsupported:"),
            "{d}"
        );
    }

    #[test]
    fn comments_repeating_the_call_are_skipped() {
        let src = "define void @k(ptr %p) {\n\
            ; CHECK: call void @llvm.nvvm.thing(ptr %p)\n\
            \x20 call void @llvm.nvvm.thing(ptr %p) ; \"@llvm.nvvm.thing\"\n\
            \x20 ret void\n\
            }\n";
        let d = Diagnostic::bare(
            "",
            "unsupported: in @k: nvvm.intr \"llvm.nvvm.thing\"(%p) (why)",
        );
        let d = locate(d, "k.ll", src);
        assert_eq!((d.line, d.col), (3, 13), "{d}");
    }

    #[test]
    fn other_instructions_by_result_name_then_the_define_line() {
        let d = Diagnostic::bare("", "unsupported: in @k: %v = nvvm.frob %p : i32 (why)");
        assert_eq!(locate(d, "k.ll", SRC).line, 3);
        let d = Diagnostic::bare("", "unsupported: in @k: nvvm.frob %p (why)");
        let d = locate(d, "k.ll", SRC);
        assert_eq!((d.line, d.col), (2, 13));
        // An asm statement without a result: found by its template.
        let src = "define void @k() {\n  call void asm sideeffect \"foo.bar $0;\", \"r\"(i32 1)\n  ret void\n}\n";
        let d = Diagnostic::bare(
            "",
            "unsupported: in @k: nvvm.asm \"foo.bar $0;\", \"r\"(%0) {sideeffect} (why)",
        );
        let d = locate(d, "a.ll", src);
        assert_eq!((d.line, d.col), (2, 28));
        let d = Diagnostic::bare("m", "unsupported: module-level thing");
        let d = locate(d, "k.ll", SRC);
        assert_eq!((d.file.as_str(), d.line), ("k.ll", 0));
    }
}
