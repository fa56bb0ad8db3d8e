//! A table a person hands the console (a player list, a seating) as text,
//! whatever program wrote it: UTF-8 with or without a BOM (LibreOffice,
//! Google Sheets, Excel's «CSV UTF-8»), UTF-16 with its BOM (Excel's
//! «Текст Юникод»), or Windows-1251 (a Russian Excel's plain «CSV»). Line
//! ends may be LF or CRLF (the readers take both). Bytes that are none of
//! these (a picture, a zip) are refused instead of read as nonsense.

use encoding_rs::{Encoding, UTF_8, WINDOWS_1251};

/// How the bytes were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextEncoding {
    Utf8,
    Utf16Le,
    Utf16Be,
    Windows1251,
}

/// The text of a table file and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableText {
    pub text: String,
    pub encoding: TextEncoding,
}

/// `bytes` as text: by its BOM when it has one; else UTF-8 when the bytes
/// are valid UTF-8; else Windows-1251. None when the result holds control
/// characters no table has (NUL and the like: not a text file) or the bytes
/// are not valid in the encoding their BOM names.
pub fn table_text(bytes: &[u8]) -> Option<TableText> {
    let (encoding, text) = match Encoding::for_bom(bytes) {
        Some((enc, bom)) => {
            let body = bytes.get(bom..)?;
            let text = enc.decode_without_bom_handling_and_without_replacement(body)?;
            let e = if enc == UTF_8 {
                TextEncoding::Utf8
            } else if enc == encoding_rs::UTF_16LE {
                TextEncoding::Utf16Le
            } else {
                TextEncoding::Utf16Be
            };
            (e, text.into_owned())
        }
        None => match std::str::from_utf8(bytes) {
            Ok(t) => (TextEncoding::Utf8, t.to_owned()),
            Err(_) => {
                let text =
                    WINDOWS_1251.decode_without_bom_handling_and_without_replacement(bytes)?;
                (TextEncoding::Windows1251, text.into_owned())
            }
        },
    };
    let binary = text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'));
    (!binary).then_some(TableText { text, encoding })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header and a row (nickname; club) in Cyrillic with CRLF, escaped: no Cyrillic in `.rs`.
    const LIST: &str = "\u{41d}\u{438}\u{43a};\u{41a}\u{43b}\u{443}\u{431}\r\n\
        \u{401}\u{436}\u{438}\u{43a};\u{41f}\u{43e}\u{43b}\u{43d}\u{43e}\u{447}\u{44c}\r\n";

    #[test]
    fn a_list_from_excel_in_windows_1251_with_crlf_reads_as_its_cyrillic() {
        let (bytes, _, _) = WINDOWS_1251.encode(LIST);
        assert!(bytes.iter().all(|&b| b != 0xD0 && b != 0xD1), "not UTF-8");
        let t = table_text(&bytes).unwrap();
        assert_eq!(t.encoding, TextEncoding::Windows1251);
        assert_eq!(t.text, LIST);
    }

    #[test]
    fn utf8_with_or_without_its_bom_and_utf16_with_its_bom_are_read() {
        let plain = LIST;
        assert_eq!(table_text(plain.as_bytes()).unwrap().text, plain);
        let mut bom = vec![0xEF, 0xBB, 0xBF];
        bom.extend_from_slice(plain.as_bytes());
        let t = table_text(&bom).unwrap();
        assert_eq!((t.text.as_str(), t.encoding), (plain, TextEncoding::Utf8));
        let mut utf16 = vec![0xFF, 0xFE];
        for u in plain.encode_utf16() {
            utf16.extend_from_slice(&u.to_le_bytes());
        }
        let t = table_text(&utf16).unwrap();
        assert_eq!(
            (t.text.as_str(), t.encoding),
            (plain, TextEncoding::Utf16Le)
        );
    }

    #[test]
    fn bytes_that_are_no_text_are_refused() {
        assert_eq!(table_text(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), None);
        assert_eq!(table_text(&[0u8; 64]), None);
        // A UTF-8 BOM before bytes that are not UTF-8.
        assert_eq!(table_text(&[0xEF, 0xBB, 0xBF, 0xFF, 0xFE, 0x41]), None);
    }
}
