//! LLVM bitcode input. warpsat parses LLVM text; bitcode (`clang
//! -emit-llvm -c`, libdevice, `.bc` files a build leaves behind) is turned
//! into text by `llvm-dis` (`WARPSAT_LLVM_DIS`, else `llvm-dis-16` or
//! `llvm-dis` on the path), the way `opt` and `llc` read either form.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::compile::CompileError;

/// True for the raw bitcode magic (`BC` 0xC0DE) and the wrapper header
/// (0x0B17C0DE, little-endian) Darwin-style toolchains put around it.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xc0\xde") || bytes.starts_with(&[0xde, 0xc0, 0x17, 0x0b])
}

/// The text of the bitcode `bytes` (named `name` in messages), from the
/// first `llvm-dis` that runs; the bytes go through its standard input.
pub fn disassemble(name: &str, bytes: &[u8]) -> Result<String, CompileError> {
    let candidates: Vec<String> = crate::compare::tools::tool_var("WARPSAT_LLVM_DIS")
        .into_iter()
        .chain(["llvm-dis-16".to_string(), "llvm-dis".to_string()])
        .collect();
    for exe in &candidates {
        let Ok(mut child) = Command::new(exe)
            .args(["-", "-o", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
        else {
            continue;
        };
        // Written from another thread: llvm-dis starts writing before it
        // has read everything, and both pipes have bounded buffers.
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = bytes.to_vec();
        let writer = std::thread::spawn(move || stdin.write_all(&input));
        let out = child
            .wait_with_output()
            .map_err(|e| CompileError::Io(format!("{exe}: {e}")))?;
        let _ = writer.join();
        if out.status.success() {
            return String::from_utf8(out.stdout)
                .map_err(|_| CompileError::Io(format!("{exe} wrote text that is not UTF-8")));
        }
        return Err(CompileError::Io(format!(
            "{exe} could not read the bitcode of {name}: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )));
    }
    Err(CompileError::Usage(format!(
        "{name} is LLVM bitcode and no llvm-dis was found to read it (set WARPSAT_LLVM_DIS, \
         install llvm-dis, or pass the text form)"
    )))
}
