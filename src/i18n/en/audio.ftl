### audio
