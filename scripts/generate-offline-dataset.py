#!/usr/bin/env python3
"""Generates the offline GitHub search data set bundled with the OfflineGitHubServer module.

Usage:
    python3 scripts/generate-offline-dataset.py            # rewrites the resource file
    python3 scripts/generate-offline-dataset.py --check    # exits 1 if the committed file differs

The output is a JSON array of repository records with GitHub's field names (the `items` of a
search response): id, name, full_name, owner.login, html_url, description, stargazers_count,
forks_count, language, topics, updated_at. Everything comes from one `random.Random(SEED)`, so the
same script always writes the same bytes; change SEED or COUNT and commit the result together.

Standard library only, so it runs wherever Python 3 does.
"""

import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 20240917
COUNT = 6000
OUTPUT = Path(__file__).resolve().parent.parent / "Sources/OfflineGitHubServer/Resources/offline-repositories.json"

# Languages with rough weights after GitHub's own popularity; None is "no language detected".
LANGUAGES = [
    ("JavaScript", 17), ("Python", 17), ("TypeScript", 11), ("Java", 8), ("Go", 6), ("C++", 5),
    ("Swift", 6), ("Rust", 5), ("C", 4), ("C#", 4), ("Ruby", 3), ("PHP", 3), ("Kotlin", 3),
    ("Shell", 2), ("Objective-C", 2), ("Dart", 2), ("Haskell", 1), ("Elixir", 1), ("Scala", 1),
    ("Lua", 1), ("Jupyter Notebook", 2), ("HTML", 2), ("Vim Script", 1), (None, 6),
]

FIRST_NAMES = [
    "alex", "maria", "wei", "yuki", "sven", "fatima", "omar", "li", "chen", "priya", "jonas", "lucia",
    "mateo", "noah", "emma", "hiro", "sofia", "ivan", "olga", "kim", "minh", "ana", "raj", "zoe",
    "kai", "lena", "tariq", "nina", "pablo", "mei", "arjun", "elif", "bruno", "ines", "tomas", "aiko",
]
LAST_PARTS = [
    "dev", "codes", "hq", "io", "x", "labs", "js", "rs", "py", "swift", "builds", "hacks", "0", "99",
    "smith", "zhang", "tanaka", "muller", "garcia", "kowalski", "nguyen", "silva", "ivanov", "park",
]
ORGS = [
    "apple", "google", "microsoft", "facebook", "ReactiveX", "pointfreeco", "vapor", "alibaba",
    "tencent", "mozilla", "rust-lang", "golang", "kubernetes", "hashicorp", "vercel", "denoland",
    "tensorflow", "pytorch", "huggingface", "jetbrains", "square", "airbnb", "netflix", "uber",
    "spotify", "shopify", "github", "gitlab-org", "elastic", "grafana", "prometheus", "apache",
    "nodejs", "python", "swiftlang", "swift-server", "realm", "firebase", "line", "bytedance",
]
TECH = [
    "swift", "rx", "reactive", "async", "http", "json", "graph", "cache", "cli", "parser", "router",
    "state", "store", "redux", "feedback", "kit", "ui", "layout", "image", "video", "audio", "crypto",
    "ml", "neural", "vision", "chart", "table", "grid", "form", "auth", "oauth", "jwt", "sql", "orm",
    "db", "queue", "stream", "socket", "rpc", "proto", "lint", "format", "test", "mock", "bench",
    "log", "trace", "metrics", "deploy", "docker", "k8s", "terraform", "infra", "game", "engine",
    "shader", "physics", "search", "index", "vector", "embed", "lang", "compiler", "vm", "wasm",
]
NAME_SUFFIXES = ["", "", "", "-kit", "-core", "-swift", ".js", "-rs", "-py", "-go", "-cli", "-lite", "2", "-next"]
SPECIAL_NAMES = [
    "dotfiles", "awesome-{0}", "{0}-examples", "learn-{0}", "{0}-interview", "hello-world", "my-{0}",
    "{0}-boilerplate", "{0}-playground", "advent-of-code", "leetcode", "blog", "notes", "config",
]
TOPIC_POOL = {
    "JavaScript": ["javascript", "nodejs", "react", "vue", "frontend", "npm", "webpack"],
    "TypeScript": ["typescript", "react", "angular", "nextjs", "deno", "frontend"],
    "Python": ["python", "machine-learning", "deep-learning", "django", "flask", "data-science"],
    "Swift": ["swift", "ios", "swiftui", "rxswift", "macos", "reactive-programming", "combine"],
    "Rust": ["rust", "wasm", "cli", "async", "tokio", "systems-programming"],
    "Go": ["go", "golang", "kubernetes", "microservices", "grpc", "cloud-native"],
    "Java": ["java", "spring-boot", "android", "jvm", "microservices"],
    "Kotlin": ["kotlin", "android", "coroutines", "jetpack-compose"],
    "C++": ["cpp", "game-engine", "graphics", "opengl", "performance"],
}
COMMON_TOPICS = [
    "library", "framework", "api", "open-source", "tool", "hacktoberfest", "awesome", "tutorial",
    "database", "security", "testing", "devops", "ai", "llm", "reactive", "functional-programming",
]
ADJECTIVES = ["fast", "tiny", "simple", "modern", "type-safe", "reactive", "declarative", "lightweight",
              "blazing fast", "minimal", "extensible", "zero-dependency", "cross-platform", "async"]
NOUNS = ["library", "framework", "toolkit", "CLI", "server", "client", "parser", "engine", "SDK",
         "template", "collection", "plugin", "wrapper", "runtime", "compiler", "dashboard"]
PURPOSES = ["for building web apps", "for iOS and macOS", "for data pipelines", "for reactive streams",
            "for JSON APIs", "for machine learning", "for game development", "for the terminal",
            "for testing", "for Kubernetes clusters", "with batteries included", "written in a weekend"]
CJK = [
    "一个用 Swift 编写的响应式编程框架", "轻量级的 HTTP 客户端", "面试题与算法笔记", "基于 RxSwift 的 MVVM 示例",
    "高性能的 JSON 解析库", "日本語のドキュメント付きの小さなライブラリ", "GitHub 搜索示例（分页、缓存、错误处理）",
    "한국어 개발자를 위한 튜토리얼", "前端工程化最佳实践", "机器学习入门教程",
]
EMOJI = ["🚀", "⚡️", "✨", "🔥", "🦀", "🐍", "📦", "🛠️", "🎮", "🤖", "🍎", "🧪", "🌈", "💡"]


def weighted(rng, pairs):
    total = sum(weight for _, weight in pairs)
    pick = rng.uniform(0, total)
    for value, weight in pairs:
        pick -= weight
        if pick <= 0:
            return value
    return pairs[-1][0]


def make_owner(rng):
    if rng.random() < 0.3:
        return rng.choice(ORGS)
    login = rng.choice(FIRST_NAMES)
    style = rng.random()
    if style < 0.4:
        login += rng.choice(LAST_PARTS)
    elif style < 0.7:
        login += "-" + rng.choice(LAST_PARTS)
    elif style < 0.85:
        login += str(rng.randint(1, 2025))
    return login.capitalize() if rng.random() < 0.15 else login


def make_name(rng):
    if rng.random() < 0.12:
        return rng.choice(SPECIAL_NAMES).format(rng.choice(TECH))
    parts = rng.sample(TECH, rng.choice([1, 2, 2, 2, 3]))
    separator = rng.choice(["-", "-", "-", "", "_"])
    name = separator.join(parts) + rng.choice(NAME_SUFFIXES)
    if separator == "" and rng.random() < 0.6:
        name = "".join(part.capitalize() for part in parts)  # CamelCase, as Swift repositories often are
    return name


def make_description(rng, name, language):
    roll = rng.random()
    if roll < 0.13:
        return None
    if roll < 0.16:
        return ""
    if roll < 0.23:
        return rng.choice(CJK) + (" " + rng.choice(EMOJI) if rng.random() < 0.3 else "")
    adjective = rng.choice(ADJECTIVES)
    article = "An" if adjective[0] in "aeiou" else "A"
    text = f"{article} {adjective} {rng.choice(NOUNS)} {rng.choice(PURPOSES)}"
    if language and rng.random() < 0.5:
        text += f", in {language}"
    text += "."
    if rng.random() < 0.15:
        text = rng.choice(EMOJI) + " " + text
    if rng.random() < 0.01:
        # A handful of very long descriptions, as real READMEs pasted into the field produce.
        sentences = [f"{name} {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {rng.choice(PURPOSES)}."
                     for _ in range(rng.randint(20, 40))]
        text += " " + " ".join(sentences)
    return text


def make_topics(rng, language):
    pool = TOPIC_POOL.get(language, []) + COMMON_TOPICS
    count = min(len(pool), weighted(rng, [(0, 30), (1, 10), (2, 15), (3, 15), (4, 10), (6, 10), (8, 5), (12, 2)]))
    return sorted(rng.sample(pool, count))


def make_stars(rng):
    # Pareto with alpha near 1 gives GitHub's long tail: most repositories have a handful of
    # stars, a few have hundreds of thousands.
    stars = int(rng.paretovariate(0.9)) - 1
    return min(stars, 420_000)


def make_updated(rng):
    end = datetime(2025, 11, 20, tzinfo=timezone.utc)
    days_ago = int(rng.expovariate(1 / 400))  # recent updates are the most common
    moment = end - timedelta(days=min(days_ago, 4500), seconds=rng.randint(0, 86_399))
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def generate():
    rng = random.Random(SEED)
    records = []
    seen = set()
    next_id = 1_296_269
    while len(records) < COUNT:
        owner = make_owner(rng)
        name = make_name(rng)
        full_name = f"{owner}/{name}"
        if full_name.lower() in seen:
            continue
        seen.add(full_name.lower())
        next_id += rng.randint(1, 200_000)
        language = weighted(rng, LANGUAGES)
        stars = make_stars(rng)
        records.append({
            "id": next_id,
            "name": name,
            "full_name": full_name,
            "owner": {"login": owner},
            "html_url": f"https://github.com/{full_name}",
            "description": make_description(rng, name, language),
            "stargazers_count": stars,
            "forks_count": int(stars * rng.uniform(0.02, 0.35)) + (rng.randint(0, 3) if stars else 0),
            "language": language,
            "topics": make_topics(rng, language),
            "updated_at": make_updated(rng),
        })
    return records


def render(records):
    # One record per line: diffs stay readable and the file stays compact.
    lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def main():
    text = render(generate())
    if "--check" in sys.argv[1:]:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT} differs from what the script generates; run it and commit the result.")
            return 1
        print(f"{OUTPUT} is up to date.")
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {COUNT} records to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
