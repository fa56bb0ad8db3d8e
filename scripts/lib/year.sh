# A year of kept games for the scripts that want a full data folder
# (start_shots.sh, bench_start.sh). Sourced, never run; needs jq.

# year_of_games DIR N: N kept games in DIR (the examples again and again,
# with dates, tournaments, tables and nicknames varied by jq).
year_of_games() {
    local dir=$1 n=$2
    mkdir -p "$dir"
    jq -c -s --argjson n "$n" '
      . as $ex
      | ["Алиса","Борис","Вера","Глеб","Дина","Егор","Жанна","Захар","Инна","Кирилл",
         "Лев","Мира","Нина","Олег","Павел","Рита","Семён","Тая","Ульяна","Фёдор"] as $pool
      | ["Кубок Байкала 2026","Клубный вечер ММЧ","Финал года","",""] as $tours
      | range(0; $n) as $i
      | $ex[$i % ($ex | length)]
      | (1767225600000 + ($i * 31536000000 / $n | floor)) as $created
      | ($created - .created) as $shift
      | .created = $created
      | .actions |= map(.at += $shift)
      | .players |= [range(0; length) as $k | $pool[($i * 7 + $k) % ($pool | length)]]
      | .meta = {tournament: $tours[$i % 5], stage: "", date: "",
                 table: (($i % 3) + 1 | tostring), game: (($i % 16) + 1 | tostring),
                 judge: (["Андрей Артамонов","Вера Судейская"][$i % 2])}
    ' examples/*.json | {
        local i=0 line
        while IFS= read -r line; do
            printf '%s\n' "$line" > "$dir/$(printf 'game-%04d' "$i").json"
            i=$((i + 1))
        done
    }
}
