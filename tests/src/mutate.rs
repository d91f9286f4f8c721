//! A small text mutator for the parsers' robustness tests: byte flips,
//! truncation, token deletion/duplication/swap, line deletion and insertion
//! of words of the language (so mutants get past the lexer and exercise
//! the parser and importer proper).
#![allow(dead_code)]

/// xorshift64*: deterministic, dependency-free.
pub struct Rng(pub u64);

impl Rng {
    /// A generator from a seed (any value; zero is avoided).
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    /// The next value. (An endless stream of its own, not an `Iterator`.)
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Byte ranges of the whitespace-separated tokens of `s`.
pub fn tokens(s: &[u8]) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut start = None;
    for (i, c) in s.iter().enumerate() {
        if c.is_ascii_whitespace() {
            if let Some(st) = start.take() {
                v.push((st, i));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        v.push((st, s.len()));
    }
    v
}

/// The language a mutator works on: bytes worth flipping in, words worth
/// inserting.
pub struct Language {
    /// Replacement bytes for byte flips (ASCII, so mutants stay UTF-8).
    pub bytes: &'static [u8],
    /// Words inserted before random tokens.
    pub words: &'static [&'static str],
}

/// One random mutation of `src`.
pub fn mutate(rng: &mut Rng, src: &str, lang: &Language) -> String {
    let mut b = src.as_bytes().to_vec();
    let toks = tokens(&b);
    match rng.below(7) {
        0 => {
            for _ in 0..=rng.below(3) {
                let i = rng.below(b.len());
                if let Some(x) = b.get_mut(i) {
                    *x = lang.bytes[rng.below(lang.bytes.len())];
                }
            }
        }
        1 => b.truncate(rng.below(b.len())),
        2 if !toks.is_empty() => {
            let (s, e) = toks[rng.below(toks.len())];
            b.drain(s..e);
        }
        3 if !toks.is_empty() => {
            let (s, e) = toks[rng.below(toks.len())];
            let t = b[s..e].to_vec();
            b.splice(s..s, t.into_iter().chain([b' ']));
        }
        4 if toks.len() > 1 => {
            let (x, y) = (toks[rng.below(toks.len())], toks[rng.below(toks.len())]);
            let ((s1, e1), (s2, e2)) = if x.0 <= y.0 { (x, y) } else { (y, x) };
            if e1 <= s2 {
                let t1 = b[s1..e1].to_vec();
                let t2 = b[s2..e2].to_vec();
                b.splice(s2..e2, t1);
                b.splice(s1..e1, t2);
            }
        }
        5 => {
            let lines: Vec<usize> = (0..b.len()).filter(|&i| b[i] == b'\n').collect();
            if lines.len() > 1 {
                let k = rng.below(lines.len() - 1);
                b.drain(lines[k]..lines[k + 1]);
            }
        }
        _ => {
            let w = lang.words[rng.below(lang.words.len())];
            let at = toks.get(rng.below(toks.len())).map_or(0, |t| t.0);
            b.splice(at..at, w.bytes().chain([b' ']));
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}
