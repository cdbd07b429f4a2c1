// Country names in English as resumes print them after a city ("Mapo-gu, Seoul, Republic of
// Korea", "Accra, Ghana"), lower case: the sovereign states and their common short or long
// forms. A place that ends with one is a place whatever the city.

export const COUNTRY_NAMES: readonly string[] = (
  "afghanistan|albania|algeria|andorra|angola|antigua and barbuda|armenia|azerbaijan|bahamas|" +
  "bahrain|barbados|belarus|belize|benin|bhutan|bolivia|bosnia and herzegovina|botswana|brunei|" +
  "bulgaria|burkina faso|burundi|cabo verde|cape verde|cambodia|cameroon|central african republic|" +
  "chad|comoros|congo|democratic republic of the congo|costa rica|côte d'ivoire|ivory coast|" +
  "croatia|cuba|cyprus|djibouti|dominica|dominican republic|ecuador|el salvador|" +
  "equatorial guinea|eritrea|estonia|eswatini|ethiopia|fiji|gabon|gambia|georgia|grenada|" +
  "guatemala|guinea|guinea-bissau|guyana|haiti|honduras|hong kong|hungary|iceland|iran|iraq|" +
  "jamaica|kazakhstan|kiribati|kosovo|kuwait|kyrgyzstan|laos|latvia|lesotho|liberia|libya|" +
  "liechtenstein|lithuania|luxembourg|macau|madagascar|malawi|maldives|mali|malta|" +
  "marshall islands|mauritania|mauritius|micronesia|moldova|monaco|mongolia|montenegro|morocco|" +
  "mozambique|myanmar|namibia|nauru|nepal|nicaragua|niger|north korea|north macedonia|oman|" +
  "palau|palestine|panama|papua new guinea|paraguay|puerto rico|romania|russia|" +
  "russian federation|rwanda|saint kitts and nevis|saint lucia|samoa|san marino|senegal|serbia|" +
  "seychelles|sierra leone|slovakia|slovenia|solomon islands|somalia|south sudan|sri lanka|sudan|" +
  "suriname|syria|taiwan|tajikistan|tanzania|timor-leste|togo|tonga|trinidad and tobago|tunisia|" +
  "türkiye|turkmenistan|tuvalu|uganda|uruguay|uzbekistan|vanuatu|vatican city|venezuela|yemen|" +
  "zambia|zimbabwe|republic of korea|korea, republic of|the netherlands|" +
  "holland|czech rep.|slovak republic|great britain|northern ireland|united states of america|" +
  "u.s.a.|u.s.|u.k.|the philippines|the gambia|the bahamas|kingdom of saudi arabia|ksa|" +
  "people's republic of china|prc|deutschland|österreich|schweiz|suisse|svizzera|italia|" +
  "nederland|belgique|belgië|sverige|norge|danmark|suomi|россия|中国|日本|한국|대한민국"
).split("|");
