//! The 128-bit shifts, checked by evaluating the selected 64-bit sequence
//! (with PTX's clamping of shift amounts) against Rust's `u128`/`i128`
//! shifts for every amount and a spread of values: every amount from 0 to
//! 127 against each value, which this small evaluator of just the
//! instructions a shift selects to runs faster than whole kernels would.

use std::collections::HashMap;

use super::select_module;
use ptx::print::print_module;

/// The selected shift of `@f`: the 64-bit halves of the value, the low
/// half of the amount (from the two unpacking `mov.b128`s) and the lines
/// from there to the packing of the result.
fn shift_lines(op: &str) -> ((String, String, String), Vec<String>) {
    let src =
        format!("define i128 @f(i128 %a, i128 %b) {{\n  %r = {op} i128 %a, %b\n  ret i128 %r\n}}");
    let m = llvm::import::import("t.ll", &src).expect("import");
    let text = print_module(&select_module(&m, "sm_90").expect("select"));
    let lines: Vec<String> = text.lines().map(|l| l.trim().to_string()).collect();
    let halves = |l: &str| -> (String, String) {
        let inner = &l[l.find('{').expect("{") + 1..l.find('}').expect("}")];
        let (lo, hi) = inner.split_once(',').expect("two halves");
        (lo.trim().to_string(), hi.trim().to_string())
    };
    let unpacks: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("mov.b128") && lines[i].contains("}, %rq"))
        .collect();
    assert!(unpacks.len() >= 2, "{text}");
    let (ua, ub) = (unpacks[unpacks.len() - 2], unpacks[unpacks.len() - 1]);
    let (lo, hi) = halves(&lines[ua]);
    let (amount, _) = halves(&lines[ub]);
    let last = (ub..lines.len())
        .find(|&i| lines[i].starts_with("mov.b128") && lines[i].contains(", {"))
        .expect("pack of the result");
    ((lo, hi, amount), lines[ub + 1..=last].to_vec())
}

/// Runs `lines` with `%rd` registers of the two unpacked halves bound.
fn eval(lines: &[String], a: u128, s: u32, unpacked: (&str, &str, &str)) -> u128 {
    let mut r: HashMap<String, u64> = HashMap::new();
    r.insert(unpacked.0.into(), a as u64);
    r.insert(unpacked.1.into(), (a >> 64) as u64);
    r.insert(unpacked.2.into(), s as u64);
    let val = |r: &HashMap<String, u64>, o: &str| -> u64 {
        match o.parse::<i64>() {
            Ok(n) => n as u64,
            Err(_) => *r.get(o).unwrap_or_else(|| panic!("unbound {o}")),
        }
    };
    for l in lines {
        let (opc, rest) = l.split_once(char::is_whitespace).expect("operands");
        let ops: Vec<&str> = rest
            .trim_end_matches(';')
            .split(',')
            .map(str::trim)
            .collect();
        if opc == "mov.b128" {
            let lo = val(&r, ops[1].trim_start_matches('{'));
            let hi = val(&r, ops[2].trim_end_matches('}'));
            return lo as u128 | (hi as u128) << 64;
        }
        let x = val(&r, ops[1]);
        let y = ops.get(2).map(|o| val(&r, o));
        let n = y.unwrap_or(0) as u32;
        let v = match opc {
            "cvt.u32.u64" => x as u32 as u64,
            "sub.s32" => (x as u32).wrapping_sub(n) as u64,
            "add.s32" => (x as u32).wrapping_add(n) as u64,
            "shl.b64" => x.checked_shl(n).unwrap_or(0),
            "shr.u64" => x.checked_shr(n).unwrap_or(0),
            "shr.s64" => ((x as i64) >> n.min(63)) as u64,
            "or.b64" => x | y.unwrap_or(0),
            "setp.lt.u32" => ((x as u32) < n) as u64,
            "selp.b64" => {
                if val(&r, ops[3]) != 0 {
                    x
                } else {
                    y.unwrap_or(0)
                }
            }
            _ => panic!("unexpected instruction in a 128-bit shift: {l}"),
        };
        r.insert(ops[0].to_string(), v);
    }
    panic!("no result pack")
}

#[test]
fn i128_shifts_match_u128_semantics_for_every_amount() {
    let values: Vec<u128> = (0..24u32)
        .map(|i| {
            let x = (i as u128 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
            x.rotate_left(i * 11)
        })
        .chain([0, 1, u128::MAX, 1 << 127, (1 << 64) - 1, 1 << 64])
        .collect();
    for op in ["shl", "lshr", "ashr"] {
        let ((lo, hi, amount), lines) = shift_lines(op);
        for &a in &values {
            for s in 0..128u32 {
                let want = match op {
                    "shl" => a << s,
                    "lshr" => a >> s,
                    _ => ((a as i128) >> s) as u128,
                };
                let got = eval(&lines, a, s, (&lo, &hi, &amount));
                assert_eq!(got, want, "{op} {a:#x} by {s}\n{}", lines.join("\n"));
            }
        }
    }
}
